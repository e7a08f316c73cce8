export { Honeypot };

import { useId } from 'react';

// A field people never see or reach by keyboard; bots that fill every input reveal themselves through it.
function Honeypot({ label }: { label: string }) {
  const id = `website-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
