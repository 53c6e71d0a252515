import type { AdminUserRow, Team, User } from '@prowrite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { adminApi } from '../api/admin-api';

const usersKey = ['admin', 'users'] as const;
const createdTeamsKey = ['admin', 'created-teams'] as const;

export function useAdminUsers() {
  return useQuery({ queryKey: usersKey, queryFn: ({ signal }) => adminApi.listUsers(signal) });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminApi.createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

/**
 * The server has no team list yet; teams are known from the user rows, the caller's own team, and the teams
 * created in this session (kept in the query cache so a new, still empty team can be picked at once).
 */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminApi.createTeam,
    onSuccess: (team) => {
      queryClient.setQueryData<Team[]>(createdTeamsKey, (old = []) => [...old, team]);
    },
  });
}

export function useKnownTeams(user: User, rows: AdminUserRow[] | undefined): Team[] {
  const queryClient = useQueryClient();
  const created = useQuery<Team[]>({
    queryKey: createdTeamsKey,
    queryFn: () => queryClient.getQueryData<Team[]>(createdTeamsKey) ?? [],
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  }).data;
  return useMemo(() => {
    const byId = new Map<string, Team>([[user.team_id, { id: user.team_id, name: user.team_name }]]);
    for (const row of rows ?? []) byId.set(row.team_id, { id: row.team_id, name: row.team_name });
    for (const team of created ?? []) byId.set(team.id, team);
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [user.team_id, user.team_name, rows, created]);
}
