export { Icon };
export type { IconProps };

import { useIcons } from '../site/context';

interface IconProps {
  /** Which icon to draw: a name from the kept set, or an SVG's path in content/images, as content writes it. */
  name: string;
  /** Width and height in pixels. @default 24 */
  size?: number;
  /** Extra class on the <svg>. */
  className?: string;
}

// Decorative only: the text beside an icon carries its meaning, so screen readers skip it. The drawing comes from
// the build (checked content), so a page holds only the icons it shows.
function Icon({ name, size = 24, className }: IconProps) {
  const drawing = useIcons()[name];
  if (!drawing) throw new Error(`The icon "${name}" is not among the site's icons (LoadedContent.icons)`);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={drawing.viewBox}
      width={size}
      height={size}
      fill={drawing.fill}
      stroke={drawing.stroke}
      strokeWidth={drawing.stroke === 'none' ? undefined : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      dangerouslySetInnerHTML={{ __html: drawing.body }}
    />
  );
}
