import { routes } from '@wps/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { errorText } from '../../shared/i18n/i18n';
import { agentKeys, findMember, PAGE_SIZE, type TreeNode } from './agentsApi';

interface TreeContext {
  merchant: string;
  agentsOnly: boolean;
  /** The searched member's chain, top first (empty without a search). */
  path: TreeNode[];
  foundId: number | null;
  isOpen: (id: number) => boolean;
  toggle: (id: number) => void;
  /** Offered to editors and above only. */
  onMove: ((node: TreeNode) => void) | null;
}

function NodeRow({ node, depth, context }: { node: TreeNode; depth: number; context: TreeContext }) {
  const { t } = useTranslation();
  const open = context.isOpen(node.id);
  const found = context.foundId === node.id;
  const childrenId = `agents-tree-${node.id}`;
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (found) row.current?.scrollIntoView?.({ block: 'nearest' });
  }, [found]);
  return (
    <li className="agents-tree__item">
      <div
        className={`agents-tree__row${found ? ' agents-tree__row--found' : ''}`}
        aria-current={found ? 'true' : undefined}
        ref={row}
      >
        {node.directCount > 0 ? (
          <button
            type="button"
            className="btn btn--ghost btn--small agents-tree__toggle"
            aria-expanded={open}
            aria-controls={open ? childrenId : undefined}
            aria-label={t(open ? 'agents.tree.collapse' : 'agents.tree.expand', { username: node.username })}
            onClick={() => context.toggle(node.id)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </button>
        ) : (
          <span className="agents-tree__toggle" aria-hidden="true" />
        )}
        <span className="agents-tree__name">{node.username}</span>
        {node.isAgent ? <span className="badge badge--info">{t('agents.tree.agent')}</span> : null}
        {found ? <span className="badge badge--ok">{t('agents.tree.found')}</span> : null}
        <span className="muted agents-tree__figure">
          {t('agents.tree.direct', { value: node.directCount })}
        </span>
        <span className="muted agents-tree__figure">{t('agents.tree.team', { value: node.teamSize })}</span>
        {node.pendingMove ? (
          <span className="badge badge--warn agents-tree__move">
            {node.pendingMove.to === null
              ? t('agents.tree.pendingTop', { when: dateTime(node.pendingMove.effectiveAt) })
              : t('agents.tree.pendingTo', {
                  to: node.pendingMove.to,
                  when: dateTime(node.pendingMove.effectiveAt),
                })}
          </span>
        ) : null}
        <span className="spacer" />
        {context.onMove ? (
          <button
            type="button"
            className="btn btn--small"
            aria-label={t('agents.move.buttonFor', { username: node.username })}
            onClick={() => context.onMove?.(node)}
          >
            {t('agents.move.button')}
          </button>
        ) : null}
      </div>
      {open ? <Level parentId={node.id} depth={depth + 1} context={context} id={childrenId} /> : null}
    </li>
  );
}

/** One level of the tree (a node's direct downlines, or the top), read a page at a time. */
function Level({
  parentId,
  depth,
  context,
  id,
  label,
}: {
  parentId: number | undefined;
  depth: number;
  context: TreeContext;
  id?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const { merchant, agentsOnly, path } = context;
  const level = useInfiniteQuery({
    queryKey: [...agentKeys.tree(merchant), parentId ?? 0, agentsOnly],
    queryFn: ({ pageParam, signal }) =>
      callApi(routes.operatorTeamTree, {
        params: { merchantCode: merchant },
        query: {
          parentId,
          agentsOnly: agentsOnly ? 'true' : undefined,
          pageNo: pageParam,
          pageSize: PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: merchant !== '',
  });
  const rows = level.data?.pages.flatMap((page) => page.list) ?? [];
  // The searched chain's node on this level stays in view even when it is on a later page.
  const pinned = path.find((node, index) =>
    index === 0 ? parentId === undefined : path[index - 1]!.id === parentId,
  );
  const nodes = pinned && !rows.some((row) => row.id === pinned.id) ? [pinned, ...rows] : rows;
  return (
    <ul id={id} className="agents-tree__level" aria-label={label} aria-busy={level.isFetching}>
      {nodes.map((node) => (
        <NodeRow key={node.id} node={node} depth={depth} context={context} />
      ))}
      {level.isPending ? <li className="muted agents-tree__state">{t('common.loading')}</li> : null}
      {level.error ? (
        <li className="note note--error agents-tree__state" role="alert">
          {errorText(level.error)}
        </li>
      ) : null}
      {level.isSuccess && nodes.length === 0 ? (
        <li className="muted agents-tree__state">
          {parentId === undefined ? t('agents.tree.empty') : t('agents.tree.emptyLevel')}
        </li>
      ) : null}
      {level.hasNextPage ? (
        <li className="agents-tree__state">
          <button
            type="button"
            className="btn btn--small"
            disabled={level.isFetchingNextPage}
            onClick={() => void level.fetchNextPage()}
          >
            {level.isFetchingNextPage ? t('common.loading') : t('agents.tree.more')}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The team tree, a level at a time: the top-level members first, a node's direct downlines when it
 * is opened. A searched member's chain is opened from the top and the member highlighted.
 */
export function TeamTree({
  merchant,
  search,
  agentsOnly,
  onMove,
}: {
  merchant: string;
  search: string;
  agentsOnly: boolean;
  onMove: ((node: TreeNode) => void) | null;
}) {
  const { t } = useTranslation();
  const [toggles, setToggles] = useState<Record<number, boolean>>({});
  const found = useQuery({
    queryKey: agentKeys.find(merchant, search),
    queryFn: ({ signal }) => findMember(merchant, search, signal),
    enabled: merchant !== '' && search !== '',
  });
  const path = search ? (found.data?.path ?? []) : [];
  const ancestors = new Set(path.slice(0, -1).map((node) => node.id));
  const isOpen = (id: number) => toggles[id] ?? ancestors.has(id);
  const context: TreeContext = {
    merchant,
    agentsOnly,
    path,
    foundId: search ? (found.data?.member.id ?? null) : null,
    isOpen,
    toggle: (id) => setToggles((current) => ({ ...current, [id]: !isOpen(id) })),
    onMove,
  };
  return (
    <div className="stack agents-tree-card card">
      {search ? (
        <div role="status" aria-live="polite">
          {found.isPending ? (
            <p className="muted agents-flat">{t('agents.tree.searching', { username: search })}</p>
          ) : found.error ? (
            <p className="note note--error agents-flat">{errorText(found.error)}</p>
          ) : found.data ? (
            <nav aria-label={t('agents.tree.pathLabel')} className="agents-path">
              <span className="muted">{t('agents.tree.path')}</span>
              <ol>
                {found.data.path.map((node) => (
                  <li key={node.id}>{node.username}</li>
                ))}
              </ol>
            </nav>
          ) : (
            <p className="note note--warn agents-flat">{t('agents.memberUnknown', { username: search })}</p>
          )}
        </div>
      ) : null}
      <div className="agents-tree">
        <Level parentId={undefined} depth={0} context={context} label={t('agents.tree.label')} />
      </div>
    </div>
  );
}
