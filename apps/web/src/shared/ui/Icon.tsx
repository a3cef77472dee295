import type { SVGProps } from 'react';
import { ICON_PATHS, FLIPPED_IN_RTL, type IconName } from './iconPaths';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
}

/** Decorative line icon; the control that holds it carries the accessible name. */
export function Icon({ name, size = 22, className, ...rest }: IconProps) {
  const classes = ['icon', FLIPPED_IN_RTL.has(name) ? 'icon--flip' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      className={classes}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
