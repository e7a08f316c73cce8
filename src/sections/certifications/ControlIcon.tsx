export { ControlIcon };

/** The carousel's control glyphs. */
type ControlIconName = 'previous' | 'next' | 'pause' | 'play';

const shapes: Record<ControlIconName, string> = {
  previous: 'M15 18l-6-6 6-6',
  next: 'M9 18l6-6-6-6',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4l13 8-13 8z',
};

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
      <path d={shapes[name]} />
    </svg>
  );
}
