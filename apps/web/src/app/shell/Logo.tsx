import { Link } from 'react-router';

/** Site name with the operator's logo (resource LOGO) or the default brand mark; links home. */
export function Logo({ siteName, logoUrl }: { siteName: string; logoUrl?: string }) {
  return (
    <Link to="/index" className="logo">
      {logoUrl ? <img className="logo__mark" src={logoUrl} alt="" width={32} height={32} /> : <DefaultMark />}
      <span className="logo__name">{siteName}</span>
    </Link>
  );
}

function DefaultMark() {
  return (
    <svg
      className="logo__mark"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="logo-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd978" />
          <stop offset="1" stopColor="#d99a22" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#logo-gold)" />
      <path
        d="M16 6.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L16 21.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z"
        fill="#1b1403"
      />
    </svg>
  );
}
