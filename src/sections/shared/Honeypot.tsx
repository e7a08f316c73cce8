export { Honeypot };

import { useId } from 'react';

// A field people never see or reach by keyboard; bots that fill every input reveal themselves through it.
function Honeypot() {
  const id = `website-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
