import { useId } from 'react';
import type { Avatar } from '@wps/contracts';
import { initialOf, presetLook } from './avatars';

interface PresetAvatarProps {
  preset: number;
  name: string | null | undefined;
  size?: number;
  label?: string;
}

/** One of the 12 preset avatars, drawn here: the member's initial on a patterned badge. */
export function PresetAvatar({ preset, name, size = 64, label }: PresetAvatarProps) {
  const gradientId = useId();
  const { hue, pattern } = presetLook(preset);
  return (
    <svg
      className="avatar"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% 58%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360} 65% 36%)`} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${gradientId})`} />
      <g fill="none" stroke="#ffffff" strokeOpacity="0.22" strokeWidth="3">
        {pattern === 'rings' && (
          <>
            <circle cx="32" cy="32" r="24" />
            <circle cx="32" cy="32" r="14" />
          </>
        )}
        {pattern === 'diamond' && <path d="M32 6 58 32 32 58 6 32Z M32 18 46 32 32 46 18 32Z" />}
        {pattern === 'waves' && <path d="M0 22q8-6 16 0t16 0 16 0 16 0M0 42q8-6 16 0t16 0 16 0 16 0" />}
      </g>
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#ffffff"
        fontSize="28"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {initialOf(name)}
      </text>
    </svg>
  );
}

interface MemberAvatarProps {
  avatar: Avatar | undefined;
  name: string | null | undefined;
  size?: number;
  label?: string;
}

/** The member's avatar: the uploaded picture, or the chosen preset (preset 0 until the first answer). */
export function MemberAvatar({ avatar, name, size = 64, label }: MemberAvatarProps) {
  if (avatar?.avatarType === 'CUSTOM' && avatar.image) {
    return <img className="avatar" src={avatar.image} width={size} height={size} alt={label ?? ''} />;
  }
  const preset = Number.parseInt(avatar?.avatar ?? '0', 10);
  return <PresetAvatar preset={Number.isNaN(preset) ? 0 : preset} name={name} size={size} label={label} />;
}
