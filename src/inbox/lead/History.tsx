export { History, eventSentence };

import { useState } from 'react';
import { Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { outboxWords } from '../../server/mail/outbox-words';
import { statusLabel } from '../labels';
import type { Times } from '../times';
import type { LeadEvent } from '../types';

const noteMax = 5000;

// One line per event, in the office's words.
function eventSentence(event: LeadEvent): string {
  switch (event.kind) {
    case 'created':
      return 'Lead received from the website';
    case 'status':
      return `Status: ${statusLabel(event.from ?? '')} → ${statusLabel(event.to ?? '')}`;
    case 'note':
      return 'Note';
    case 'spam':
      return event.to === 'false' || event.to === 'not spam' ? 'Marked as not spam' : 'Marked as spam';
    case 'resend':
      return 'Notification sent again';
    case 'delivery': {
      const to = event.text?.replace(/^to\s+/i, '');
      if (event.to === 'sent') return `E-mail delivered${to ? ` to ${to}` : ''}`;
      // No mail server: the e-mail for these addresses is only a file on the server.
      if (event.to === 'outbox') return `E-mail ${outboxWords.sentence}${to ? `, for ${to}` : ''}: nobody received it`;
      if (event.to === 'failed') return `E-mail failed${event.text ? `: ${event.text}` : ''}`;
      return `E-mail will be retried${event.text ? `: ${event.text}` : ''}`;
    }
    case 'acknowledgement':
      return acknowledgementSentence(event);
    case 'contact':
      return event.to === 'email' ? 'E-mail tapped' : 'Call tapped';
    case 'escalation':
      return event.to === 'promise' ? 'Alerted again: the response promise is near' : 'Alerted again: nobody has contacted this lead';
    default:
      return event.kind;
  }
}

// The homeowner's automatic answer: what became of it.
function acknowledgementSentence(event: LeadEvent): string {
  const why = event.text ? `: ${event.text}` : '';
  if (event.to === 'sent') return 'Acknowledgement e-mailed to the homeowner';
  if (event.to === 'outbox') return `Acknowledgement ${outboxWords.sentence}: the homeowner did not receive it`;
  if (event.to === 'skipped') return `No acknowledgement${why}`;
  if (event.to === 'refused') return `Acknowledgement refused${why}`;
  if (event.to === 'given-up') return `Acknowledgement given up${why}`;
  return `Acknowledgement will be retried${why}`;
}

function who(actor: string): string {
  if (actor === 'server') return 'the website';
  if (actor === 'script') return 'a script';
  return actor;
}

interface HistoryProps {
  events: LeadEvent[];
  times: Times;
  /** Resolves true once the note is kept. */
  onNote(text: string): Promise<boolean>;
}

// Notes and changes, oldest first, never overwritten; a new note is added at the bottom.
function History({ events, times, onNote }: HistoryProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function add() {
    if (!text.trim()) {
      setError('Write the note first.');
      return;
    }
    setBusy(true);
    setError('');
    if (await onNote(text.trim())) setText('');
    setBusy(false);
  }

  return (
    <Stack gap="sm">
      <Stack gap={6} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="History">
        {events.map((event, index) => (
          <Paper
            key={`${event.at}-${index}`}
            component="li"
            withBorder
            p="xs"
            radius="sm"
            bg={event.kind === 'note' ? 'yellow.0' : undefined}
          >
            <Text size="xs" c="gray.7">
              {times.when(event.at)} · {who(event.actor)}
            </Text>
            <Text size="sm" fw={event.kind === 'note' ? 400 : 500} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {event.kind === 'note' ? event.text : eventSentence(event)}
            </Text>
          </Paper>
        ))}
      </Stack>
      <Textarea
        label="Add a note"
        placeholder="Called back, left a voicemail…"
        autosize
        minRows={2}
        maxLength={noteMax}
        value={text}
        error={error || undefined}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Button onClick={() => void add()} loading={busy} style={{ alignSelf: 'flex-start' }}>
        Add note
      </Button>
    </Stack>
  );
}
