import { useId, useState, type ReactNode } from 'react';
import { Icon } from './Icon';
import './accordion.css';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** Heading level of each item's button (accessible structure). */
  headingLevel?: 2 | 3 | 4;
  initiallyOpen?: string | null;
  className?: string;
}

/** Disclosure list: each header is a button with aria-expanded controlling its panel. */
export function Accordion({ items, headingLevel = 3, initiallyOpen = null, className }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(initiallyOpen);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`accordion ${className ?? ''}`}>
      {items.map((item) => {
        const open = openId === item.id;
        const panelId = `${baseId}-${item.id}-panel`;
        const buttonId = `${baseId}-${item.id}-button`;
        return (
          <div key={item.id} className={`accordion__item${open ? ' is-open' : ''}`}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <Icon name="chevronDown" size={18} className="accordion__chevron" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion__panel"
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
