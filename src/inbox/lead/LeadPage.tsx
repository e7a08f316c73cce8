export { LeadPage };

import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Badge, Button, Card, Center, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { api, problemMessage } from '../api';
import { statusLabel, statusOrder, statusColor } from '../labels';
import { listAddress } from '../list/filters';
import type { LeadDetail } from '../types';
import { useTimes } from '../session';
import { useApiData, useSignedOutOn401 } from '../use-api';
import { InboxToasts } from '../InboxToasts';
import { DeleteLead } from './DeleteLead';
import { DeliveryCard } from './DeliveryCard';
import { History } from './History';
import { attributionFields, leadFields } from './lead-fields';
import { FieldList } from './FieldList';

type Busy = '' | 'status' | 'spam' | 'resend';

// Loaded only for a lead with photos.
const PhotoGallery = lazy(() => import('./PhotoGallery'));

// A lead: what the visitor sent, where they came from, its e-mail's fate, and the office's follow-up.
function LeadPage() {
  const { id = '' } = useParams();
  const detail = useApiData<LeadDetail>(`leads/${encodeURIComponent(id)}`);
  const onAuthError = useSignedOutOn401();
  const times = useTimes();
  const [busy, setBusy] = useState<Busy>('');

  // Every change answers with the whole lead again: the page shows exactly what is stored.
  async function change(kind: Busy | 'note', call: () => Promise<LeadDetail>, done: string): Promise<boolean> {
    if (kind !== 'note') setBusy(kind);
    try {
      detail.setData(await call());
      notifications.show({ color: 'green', message: done });
      return true;
    } catch (error) {
      if (!onAuthError(error)) notifications.show({ color: 'red', title: 'Not saved', message: problemMessage(error) });
      return false;
    } finally {
      setBusy('');
    }
  }

  // Its times wait for the zone they are read in (the session's answer, usually first).
  if (!detail.data || !times) {
    if (detail.error) {
      return (
        <Stack>
          <Anchor component={Link} to={listAddress()}>
            ← All leads
          </Anchor>
          <Alert color="red" role="alert" title={detail.notFound ? 'No such lead' : 'The lead could not be loaded'}>
            {detail.notFound ? 'It may have been deleted, or the link is mistyped.' : detail.error}
          </Alert>
        </Stack>
      );
    }
    return (
      <Center h="40vh">
        <Loader aria-label="Loading the lead" />
      </Center>
    );
  }
  const { lead, labels, history, delivery, links } = detail.data;
  const path = `leads/${encodeURIComponent(lead.id)}`;
  const statuses = statusOrder.includes(lead.status) ? statusOrder : [...statusOrder, lead.status];

  return (
    <Stack gap="md">
      <InboxToasts />
      <Anchor component={Link} to={listAddress()} size="sm">
        ← All leads
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {lead.name || '(no name)'}
          </Title>
          <Text size="sm" c="gray.7">
            {[labels.serviceType, labels.city, `received ${times.when(lead.createdAt)}`].filter(Boolean).join(' · ')}
          </Text>
          {/* Said first, so the office sends someone who speaks it. */}
          {labels.language && (
            <Text size="sm" fw={700} c="grape.9" data-language>
              Prefers {labels.language}
            </Text>
          )}
        </div>
        <Group gap={6}>
          {/* Dark words on the status's tint: white on a mid green reads at 3.3:1. */}
          <Badge size="lg" color={statusColor(lead.status)} variant="light" c="gray.9">
            {statusLabel(lead.status)}
          </Badge>
          {lead.spam && (
            <Badge size="lg" color="red.9">
              Spam
            </Badge>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 3 }} spacing="xs" maw={520}>
        <Button component="a" href={links.tel ?? undefined} disabled={!links.tel} size="md" onClick={() => tapped(lead.id, 'call')}>
          Call
        </Button>
        <Button
          component="a"
          href={links.mailto ?? undefined}
          disabled={!links.mailto}
          size="md"
          variant="light"
          onClick={() => tapped(lead.id, 'email')}
        >
          E-mail
        </Button>
        <Button
          component="a"
          href={links.map ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          disabled={!links.map}
          size="md"
          variant="light"
        >
          Map
        </Button>
      </SimpleGrid>
      <Card withBorder radius="md">
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="Follow-up status"
            value={lead.status}
            disabled={busy === 'status'}
            data={statuses.map((value) => ({ value, label: statusLabel(value) }))}
            onChange={(event) => {
              const status = event.currentTarget.value;
              void change('status', () => api.patch(path, { json: { status } }).json<LeadDetail>(), `Status set to ${statusLabel(status)}`);
            }}
            style={{ flex: '1 1 180px' }}
          />
          <Button
            variant={lead.spam ? 'filled' : 'default'}
            color={lead.spam ? 'green' : 'red'}
            loading={busy === 'spam'}
            onClick={() =>
              void change(
                'spam',
                () => api.patch(path, { json: { spam: !lead.spam } }).json<LeadDetail>(),
                lead.spam ? 'Marked as not spam' : 'Marked as spam',
              )
            }
          >
            {lead.spam ? 'Not spam' : 'Mark as spam'}
          </Button>
        </Group>
      </Card>
      {/* Row by row: on a phone the follow-up comes right after what the visitor sent. */}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="What they sent">
          <FieldList fields={leadFields(lead, times)} />
          {(lead.photos.length > 0 || lead.photosComing > 0) && (
            <>
              <Title order={3} size="h5" mt="md" mb="xs">
                Photos ({photoCount(lead.photos.length, lead.photosComing)})
              </Title>
              {/* None arrived yet: the gallery's code is not fetched for nothing. */}
              {lead.photos.length > 0 && (
                <Suspense fallback={<Loader size="sm" aria-label="Loading the photos" />}>
                  <PhotoGallery photos={lead.photos} name={lead.name} />
                </Suspense>
              )}
            </>
          )}
        </Section>
        <Section title="Notes and history">
          <Text size="xs" c="gray.7" mb="xs" data-zone>
            Times in {times.zone}
          </Text>
          <History
            events={history}
            times={times}
            onNote={(text) => change('note', () => api.post(`${path}/notes`, { json: { text } }).json<LeadDetail>(), 'Note added')}
          />
        </Section>
        <Section title="Where they came from">
          <FieldList fields={attributionFields(lead)} empty="Nothing recorded: no page, referrer or advert tags came with it." />
        </Section>
        <Section title="E-mail to the office">
          <DeliveryCard
            delivery={delivery}
            times={times}
            busy={busy === 'resend'}
            onResend={() => void change('resend', () => api.post(`${path}/resend`).json<LeadDetail>(), 'Notification sent again')}
          />
        </Section>
      </SimpleGrid>
      <DeleteLead id={lead.id} />
      {/* For whoever needs it (the leads command, a developer): small, at the foot. */}
      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }} data-lead-id>
        Lead id: {lead.id}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

// A Call or E-mail tap is the lead's first contact when nothing came before: recorded, without holding up the tap.
function tapped(id: string, via: 'call' | 'email'): void {
  void api.post(`leads/${encodeURIComponent(id)}/contact`, { json: { via }, keepalive: true }).catch(() => {});
}

// Photos follow their lead: until the last one arrives (or if one never did) the count says how many were chosen.
function photoCount(arrived: number, coming: number): string {
  return coming > arrived ? `${arrived} of ${coming} arrived` : String(arrived);
}
