export { App };

import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { RequireSession } from './session';
import { Shell } from './Shell';

// Each screen is its own chunk: signing in never loads the list or a lead's page.
const SignIn = lazy(() => import('./screens/SignIn').then((m) => ({ default: m.SignIn })));
const Forgot = lazy(() => import('./screens/Forgot').then((m) => ({ default: m.Forgot })));
const SetPassword = lazy(() => import('./screens/SetPassword').then((m) => ({ default: m.SetPassword })));
const LeadList = lazy(() => import('./list/LeadList').then((m) => ({ default: m.LeadList })));
const LeadPage = lazy(() => import('./lead/LeadPage').then((m) => ({ default: m.LeadPage })));
// The report's chunk carries the chart library: no other screen loads it.
const ReportPage = lazy(() => import('./report/ReportPage').then((m) => ({ default: m.ReportPage })));
const SpeedReport = lazy(() => import('./speed/SpeedReport').then((m) => ({ default: m.SpeedReport })));
const Sessions = lazy(() => import('./screens/Sessions').then((m) => ({ default: m.Sessions })));
const NotFound = lazy(() => import('./screens/NotFound').then((m) => ({ default: m.NotFound })));

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

function Waiting() {
  return (
    <Center h="60vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
