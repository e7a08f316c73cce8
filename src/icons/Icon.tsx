export { Icon };
export type { IconProps };

import { iconShapes } from './shapes';
import type { IconName } from './names';

interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** Width and height in pixels. @default 24 */
  size?: number;
  /** Extra class on the <svg>. */
  className?: string;
}

// Decorative only: the text beside an icon carries its meaning, so screen readers skip it.
function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {iconShapes[name]}
    </svg>
  );
}
