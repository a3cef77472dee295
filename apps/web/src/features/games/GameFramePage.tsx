import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { MONEY_KEY } from '../../shared/money/queries';
import { SESSION_KEYS } from '../../shared/storage/keys';
import { readItem } from '../../shared/storage/storage';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Icon } from '../../shared/ui/Icon';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import type { GameFrameState } from './launcher';
import './games.css';

/** Messages a game may post to its host page. */
const FRAME_MESSAGES = { deposit: 'aurora:deposit', balance: 'aurora:balance' } as const;

interface GameFramePageProps {
  /** Opens the deposit page of the member centre (composed by the route). */
  onDeposit?: () => void;
}

function originOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

/**
 * /game: the launched game in a full-width iframe under the header, sized to the viewport, with a
 * slim bar (back to the lobby, reload, full screen, the game's name). The URL comes from router
 * state or, after a reload, sessionStorage `iframeUrl`.
 */
export function GameFramePage({ onDeposit }: GameFramePageProps) {
  const { t } = useTranslation();
  const { t: tg } = useTranslation('games');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = (location.state ?? null) as Partial<GameFrameState> | null;
  const url = state?.url ?? readItem('session', SESSION_KEYS.iframeUrl);
  const name = state?.name ?? '';
  const [reloads, setReloads] = useState(0);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const deposit = useRef(onDeposit);
  useEffect(() => {
    deposit.current = onDeposit;
  });
  useDocumentTitle(name || t('games.game'));

  // Leaving the game: the header balance reloads (the game moved money at the vendor).
  useEffect(
    () => () => {
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
    },
    [queryClient],
  );

  useEffect(() => {
    if (!url) return;
    const origin = originOf(url);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      if (frameRef.current && event.source !== frameRef.current.contentWindow) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === FRAME_MESSAGES.balance) void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      else if (type === FRAME_MESSAGES.deposit) deposit.current?.();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, queryClient]);

  if (!url) {
    return (
      <div className="page">
        <PageHeader title={t('games.game')} />
        <section className="card">
          <EmptyState
            icon="cards"
            title={t('games.noGameRunning')}
            action={
              <Link to="/index" className="btn btn--primary">
                {t('common.backHome')}
              </Link>
            }
          />
        </section>
      </div>
    );
  }

  const back = () => {
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate('/index');
  };
  const fullscreen = () => {
    const stage = stageRef.current;
    if (stage?.requestFullscreen) void stage.requestFullscreen().catch(() => undefined);
  };

  return (
    <div className="game-frame" ref={stageRef}>
      <div className="game-frame__bar">
        <button type="button" className="game-frame__button" onClick={back}>
          <Icon name="chevronLeft" size={18} />
          <span>{tg('backToLobby')}</span>
        </button>
        <h1 className="game-frame__title">
          {name || t('games.game')}
          {state?.trial && <span className="game-frame__trial">{tg('trialMode')}</span>}
        </h1>
        <button
          type="button"
          className="game-frame__button"
          aria-label={tg('reload')}
          title={tg('reload')}
          onClick={() => setReloads((count) => count + 1)}
        >
          <Icon name="refresh" size={18} />
        </button>
        <button
          type="button"
          className="game-frame__button"
          aria-label={tg('fullscreen')}
          title={tg('fullscreen')}
          onClick={fullscreen}
        >
          <svg
            className="icon"
            width={18}
            height={18}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
          </svg>
        </button>
      </div>
      <iframe
        key={reloads}
        ref={frameRef}
        className="game-frame__iframe"
        src={url}
        title={name || t('games.game')}
        allow="fullscreen; autoplay"
        allowFullScreen
      />
    </div>
  );
}
