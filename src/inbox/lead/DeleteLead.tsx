export { DeleteLead };

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { api, problemMessage } from '../api';
import { listAddress } from '../list/filters';
import { useSignedOutOn401 } from '../use-api';

interface DeleteLeadProps {
  /** The lead's id. */
  id: string;
}

// Its words wrap on a narrow phone rather than run off the button.
const wrapping = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  inner: { justifyContent: 'flex-start' },
  label: { whiteSpace: 'normal', textAlign: 'left' },
} as const;

// A visitor's request to be forgotten: the lead, its history, its e-mail record and the visit that sent it go;
// only a note that a deletion happened (who, when) stays. Asked twice, since it cannot be undone.
function DeleteLead({ id }: DeleteLeadProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const onAuthError = useSignedOutOn401();

  async function erase() {
    setBusy(true);
    try {
      await api.delete(`leads/${encodeURIComponent(id)}`);
      notifications.show({ color: 'green', message: 'The lead and everything about it were deleted' });
      void navigate(listAddress());
    } catch (error) {
      if (!onAuthError(error)) notifications.show({ color: 'red', title: 'Not deleted', message: problemMessage(error) });
      setBusy(false);
    }
  }

  if (!asking) {
    return (
      <Button variant="subtle" color="red" size="sm" onClick={() => setAsking(true)} styles={wrapping} style={{ alignSelf: 'flex-start' }}>
        Delete this lead and everything about it
      </Button>
    );
  }
  return (
    <Alert color="red" title="Delete this lead for good?">
      <Text size="sm" mb="sm">
        Its fields, notes, history, e-mail record and the visit that sent it are removed and cannot be brought back. The inbox keeps only a
        note that you deleted a lead, and when.
      </Text>
      <Group gap="xs">
        <Button color="red" size="sm" loading={busy} onClick={() => void erase()}>
          Delete for good
        </Button>
        <Button variant="default" size="sm" disabled={busy} onClick={() => setAsking(false)}>
          Keep it
        </Button>
      </Group>
    </Alert>
  );
}
