/** Sign-out: an arrow leaving through a door (the shared icon set has only the way in). */
export function LogoutIcon({ size = 22 }: { size?: number }) {
  return (
    <svg
      className="icon icon--flip"
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
    >
      <path d="M15 17l5-5-5-5M20 12H8M11 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5" />
    </svg>
  );
}
