import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { MEMBER_INFO_KEY, memberInfoQuery } from '../../shared/api/memberInfoQuery';
import { getMemberLabel, storeMemberInfo } from '../../shared/storage/session';
import { labelOutdated } from './vipLogic';

/**
 * Keeps the rank label (member info's clubLabel, shown in the bottom navigation) in step with the
 * rank the progress call reports: reading the progress may just have raised the member. When the
 * stored label differs, the member info is read again and stored, once per rank.
 */
export function useLabelRefresh(token: string | null, progress: { level: number; name: string } | undefined) {
  const queryClient = useQueryClient();
  const asked = useRef<string | null>(null);
  const level = progress?.level;
  const name = progress?.name;
  useEffect(() => {
    if (!token || level === undefined || name === undefined) return;
    if (!labelOutdated(getMemberLabel(), { level, name })) return;
    const key = `${token}:${level}:${name}`;
    if (asked.current === key) return;
    asked.current = key;
    void queryClient
      .invalidateQueries({ queryKey: MEMBER_INFO_KEY })
      .then(() => queryClient.fetchQuery(memberInfoQuery(token)))
      .then((member) => storeMemberInfo(member))
      // The header reads the member again on its own; the label follows then.
      .catch(() => undefined);
  }, [token, level, name, queryClient]);
}
