export { App, loadDrawnScreen };

import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { RequireSession } from './session';
import { Shell } from './Shell';
import { screen } from './screen';

// Each screen is its own chunk: signing in never loads the list or a lead's page.
const signIn = screen(() => import('./screens/SignIn').then((m) => m.SignIn));
const leadList = screen(() => import('./list/LeadList').then((m) => m.LeadList));
const SignIn = signIn.Component;
const LeadList = leadList.Component;
const Forgot = screen(() => import('./screens/Forgot').then((m) => m.Forgot)).Component;
const SetPassword = screen(() => import('./screens/SetPassword').then((m) => m.SetPassword)).Component;
const LeadPage = screen(() => import('./lead/LeadPage').then((m) => m.LeadPage)).Component;
// The report's chunk carries the chart library: no other screen loads it.
const ReportPage = screen(() => import('./report/ReportPage').then((m) => m.ReportPage)).Component;
const SpeedReport = screen(() => import('./speed/SpeedReport').then((m) => m.SpeedReport)).Component;
const Sessions = screen(() => import('./screens/Sessions').then((m) => m.Sessions)).Component;
const NotFound = screen(() => import('./screens/NotFound').then((m) => m.NotFound)).Component;
// The screens drawn at build time (prerender.tsx), by route.
const drawn: Record<string, { load(): Promise<void> }> = { '/staff/sign-in': signIn, '/staff': leadList };

function App() {
  return (
    <Suspense fallback={<Waiting />}>
      <Routes>
        <Route path="/staff/sign-in" element={<SignIn />} />
        <Route path="/staff/forgot" element={<Forgot />} />
        <Route path="/staff/invite/:token" element={<SetPassword purpose="invite" />} />
        <Route path="/staff/reset/:token" element={<SetPassword purpose="reset" />} />
        <Route element={<Shell />}>
          <Route
            path="/staff"
            element={
              <RequireSession>
                <LeadList />
              </RequireSession>
            }
          />
          <Route
            path="/staff/leads/:id"
            element={
              <RequireSession>
                <LeadPage />
              </RequireSession>
            }
          />
          <Route
            path="/staff/report"
            element={
              <RequireSession>
                <ReportPage />
              </RequireSession>
            }
          />
          <Route
            path="/staff/speed"
            element={
              <RequireSession>
                <SpeedReport />
              </RequireSession>
            }
          />
          <Route
            path="/staff/sessions"
            element={
              <RequireSession>
                <Sessions />
              </RequireSession>
            }
          />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

/** Fetches the code of the screen drawn for this route, so the app takes the drawn screen over in one pass. */
function loadDrawnScreen(route: string): Promise<void> {
  return drawn[route]?.load() ?? Promise.resolve();
}

function Waiting() {
  return (
    <Center h="60vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
