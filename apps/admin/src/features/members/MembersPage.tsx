import {
  buildPath,
  MEMBER_EXPORT_MAX_ROWS,
  MEMBER_STATUSES,
  MEMBER_TYPE_FILTERS,
  routes,
  type OperatorMember,
  type OperatorMemberQuery,
} from '@wps/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { useMerchantCode } from '../../shared/merchant';
import { isoFromLocal, useUrlFilters } from '../../shared/searchParams';
import { DataTable } from '../../shared/ui/DataTable';
import { ExportButton } from '../../shared/ui/ExportButton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useCursorPages } from '../../shared/ui/useCursorPages';
import { memberTypeKey } from './memberType';

const column = createColumnHelper<OperatorMember>();
const FILTERS = ['q', 'match', 'status', 'type', 'from', 'to', 'sort', 'order'] as const;
const PAGE_SIZE = 50;
type Sort = OperatorMemberQuery['sort'];

/** Member search: by username, mobile, e-mail, id or affiliate code, with filters, sorted and paged by the server. */
export default function MembersPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const [filters, update] = useUrlFilters(FILTERS);
  const [search, setSearch] = useState(filters.q);
  const sort = (filters.sort || 'id') as Sort;
  const order = (filters.order || 'desc') as 'asc' | 'desc';
  const filter = {
    q: filters.q || undefined,
    match: (filters.match || 'prefix') as 'prefix' | 'contains',
    status: (filters.status || undefined) as OperatorMemberQuery['status'],
    type: (filters.type || undefined) as OperatorMemberQuery['type'],
    registeredFrom: isoFromLocal(filters.from),
    registeredTo: isoFromLocal(filters.to),
    sort,
    order,
  };
  const pages = useCursorPages(JSON.stringify(filter));
  const query = { ...filter, cursor: pages.cursor, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: ['members', merchant, query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorMemberList, { params: { merchantCode: merchant }, query, signal }),
    placeholderData: keepPreviousData,
  });
  const sorting: SortingState = [{ id: sort, desc: order === 'desc' }];
  const columns = useMemo(
    () => [
      column.accessor('id', {
        id: 'id',
        header: t('common.id'),
        meta: { numeric: true },
        cell: (info) => <Link to={`/m/${merchant}/members/${info.getValue()}`}>{info.getValue()}</Link>,
      }),
      column.accessor('username', {
        id: 'username',
        header: t('members.username'),
        cell: (info) => <Link to={`/m/${merchant}/members/${info.row.original.id}`}>{info.getValue()}</Link>,
      }),
      column.accessor('status', {
        id: 'status',
        header: t('common.status'),
        enableSorting: false,
        cell: (info) => (
          <span className={info.getValue() === 'locked' ? 'badge badge--danger' : 'badge badge--ok'}>
            {t(`members.status.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor('type', {
        id: 'type',
        header: t('members.typeLabel'),
        enableSorting: false,
        cell: (info) => t(memberTypeKey(info.getValue())),
      }),
      column.accessor('mobile', {
        id: 'mobile',
        header: t('members.mobile'),
        enableSorting: false,
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('email', {
        id: 'email',
        header: t('members.email'),
        enableSorting: false,
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('affiliateCode', {
        id: 'affiliateCode',
        header: t('members.affiliateCode'),
        enableSorting: false,
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('createdAt', {
        id: 'createdAt',
        header: t('members.registered'),
        cell: (info) => dateTime(info.getValue()),
      }),
      column.accessor('lastLoginAt', {
        id: 'lastLoginAt',
        header: t('members.lastLogin'),
        cell: (info) => dateTime(info.getValue()),
      }),
    ],
    [t, merchant],
  );
  const total = list.data ? (list.data.totalExact ? String(list.data.total) : `${list.data.total}+`) : '…';
  return (
    <>
      <PageHeader
        title={t('members.title')}
        description={t('members.found', { total })}
        actions={
          <ExportButton
            path={buildPath(routes.operatorMemberExport.path, { merchantCode: merchant })}
            query={filter}
            name={`members-${merchant}`}
            maxRows={MEMBER_EXPORT_MAX_ROWS}
          />
        }
      />
      <DataTable
        caption={t('members.title')}
        columns={columns}
        rows={list.data?.list}
        loading={list.isFetching}
        error={list.error}
        rowKey={(row) => String(row.id)}
        sorting={sorting}
        onSortingChange={(next) => {
          const first = next[0];
          if (first) update({ sort: first.id, order: first.desc ? 'desc' : 'asc' });
        }}
        paging={pages.pagingFor(list.data?.cursor)}
        toolbar={
          <>
            <form
              className="row"
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                update({ q: search.trim() });
              }}
            >
              <div className="field">
                <label htmlFor="members-q">{t('members.search')}</label>
                <input
                  id="members-q"
                  className="input"
                  type="search"
                  value={search}
                  placeholder={t('members.searchHint')}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor="members-match">{t('members.match')}</label>
                <select
                  id="members-match"
                  className="input"
                  value={filters.match || 'prefix'}
                  onChange={(event) => update({ match: event.target.value })}
                >
                  <option value="prefix">{t('members.matchPrefix')}</option>
                  <option value="contains">{t('members.matchContains')}</option>
                </select>
              </div>
              <button type="submit" className="btn btn--primary">
                {t('common.search')}
              </button>
            </form>
            <div className="field">
              <label htmlFor="members-status">{t('common.status')}</label>
              <select
                id="members-status"
                className="input"
                value={filters.status}
                onChange={(event) => update({ status: event.target.value })}
              >
                <option value="">{t('common.all')}</option>
                {MEMBER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`members.status.${status}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="members-type">{t('members.typeLabel')}</label>
              <select
                id="members-type"
                className="input"
                value={filters.type}
                onChange={(event) => update({ type: event.target.value })}
              >
                <option value="">{t('common.all')}</option>
                {MEMBER_TYPE_FILTERS.map((type) => (
                  <option key={type} value={type}>
                    {t(`members.type.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="members-from">{t('members.registeredFrom')}</label>
              <input
                id="members-from"
                className="input"
                type="datetime-local"
                value={filters.from}
                onChange={(event) => update({ from: event.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor="members-to">{t('members.registeredTo')}</label>
              <input
                id="members-to"
                className="input"
                type="datetime-local"
                value={filters.to}
                onChange={(event) => update({ to: event.target.value })}
              />
            </div>
          </>
        }
      />
    </>
  );
}
