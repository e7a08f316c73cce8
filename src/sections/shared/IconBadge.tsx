export { IconBadge };

import type { CSSProperties } from 'react';
import { Icon } from '../../icons/Icon';

interface IconBadgeProps {
  /** Icon to show. */
  name: string;
  /** Mantine colour name for the tint (e.g. `green`); the primary colour when absent. */
  color?: string;
  /** `lg` for feature lists, `md` for compact cards. @default 'lg' */
  size?: 'md' | 'lg';
}

// A tinted rounded square holding an icon; decorative, like the icon itself.
function IconBadge({ name, color, size = 'lg' }: IconBadgeProps) {
  const style = color
    ? ({
        '--icon-badge-bg': `var(--mantine-color-${color}-light)`,
        '--icon-badge-fg': `var(--mantine-color-${color}-light-color)`,
      } as CSSProperties)
    : undefined;
  return (
    <span className="icon-badge" data-size={size} style={style}>
      <Icon name={name} size={size === 'lg' ? 26 : 22} />
    </span>
  );
}
