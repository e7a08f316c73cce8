export { ControlIcon };

import { controlShapes, type ControlIconName } from './control-shapes';

// Decorative: each button's text or label carries its meaning.
function ControlIcon({ name }: { /** Which glyph to draw. */ name: ControlIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={controlShapes[name]} />
    </svg>
  );
}
