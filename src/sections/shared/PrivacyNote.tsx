export { PrivacyNote };

import { useSite } from '../../site/context';

// Under both forms: where the visitor reads what is kept about them and how to have it deleted.
function PrivacyNote() {
  const note = useSite().privacyNote;
  if (!note) return null;
  return (
    <p className="privacy-note">
      <a href={note.href}>{note.text}</a>
    </p>
  );
}
