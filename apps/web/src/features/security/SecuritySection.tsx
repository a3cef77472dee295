import { useId, type ReactNode } from 'react';

interface SecuritySectionProps {
  id: string;
  title: string;
  intro?: string;
  aside?: ReactNode;
  children: ReactNode;
}

/** One card of the security centre with its heading. */
export function SecuritySection({ id, title, intro, aside, children }: SecuritySectionProps) {
  const headingId = useId();
  return (
    <section className="security-card" aria-labelledby={headingId} data-section={id}>
      <div className="security-card__head">
        <div>
          <h3 className="security-card__title" id={headingId}>
            {title}
          </h3>
          {intro && <p className="security-muted">{intro}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
