import type { Team } from '@prowrite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { adminApi } from '../api/admin-api';

const usersKey = ['admin', 'users'] as const;
const teamsKey = ['admin', 'teams'] as const;

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

export function useCreateInvitation() {
  return useMutation({ mutationFn: adminApi.createInvitation });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminApi.createTeam,
    // Seed the new team at once so it can be picked before the list is fetched again.
    onSuccess: (team) => {
      queryClient.setQueryData<Team[]>(teamsKey, (old = []) => [...old, team]);
      return queryClient.invalidateQueries({ queryKey: teamsKey });
    },
  });
}

/** Switches a team's company template; the teams list takes the answer at once. */
export function useSetCompanyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminApi.setCompanyTemplate,
    onSuccess: (result) => {
      queryClient.setQueryData<Team[]>(teamsKey, (old = []) =>
        old.map((team) =>
          team.id === result.team_id ? { ...team, company_template: result.company_template } : team,
        ),
      );
    },
  });
}

export function useSetClosingContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminApi.setClosingContact,
    onSuccess: (result) => {
      queryClient.setQueryData<Team[]>(teamsKey, (old = []) =>
        old.map((team) =>
          team.id === result.team_id ? { ...team, closing_contact: result.closing_contact } : team,
        ),
      );
    },
  });
}

/** The teams an administrator may add users to: every team for the first administrator, else its own. */
export function useAdminTeams(): Team[] {
  const { data } = useQuery({ queryKey: teamsKey, queryFn: ({ signal }) => adminApi.listTeams(signal) });
  return useMemo(() => [...(data ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [data]);
}
