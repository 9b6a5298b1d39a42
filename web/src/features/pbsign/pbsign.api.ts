import { agentDeviceApi, deviceApi, deviceKioskApi, orderApi, pbsignApi } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { useApi } from '#web/shell/console';

/** Query keys of the sign-in device views. */
export const pbsignKeys = {
  activities: ['pbsign', 'activities'] as const,
  devices: ['pbsign', 'devices'] as const,
  kiosk: (serial: string) => ['pbsign', 'kiosk', serial] as const,
  agent: (agentId: number) => ['pbsign', 'agent', agentId] as const,
};

/** Every model with whether and at what price per day the agent rents it out (the partner drawer's tab). */
export function useAgentDevices(agentId: number) {
  const api = useApi();
  return useQuery({
    queryKey: pbsignKeys.agent(agentId),
    queryFn: () => api.call(agentDeviceApi.getList, { agent_id: agentId }),
  });
}

/** A change of an agent's device offers: the tab and the catalogue (its agent counts) refetch. */
export function useDeviceOfferMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['pbsign', 'agent'] }),
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, deviceApi.getList) }),
      ]),
  });
}

/** The order of a rental, for the pay box (去支付). */
export function useRentalOrder() {
  const api = useApi();
  return (orderNo: string) => api.call(orderApi.getOrderInfo, { order_no: orderNo });
}

/** A change of the catalogue (admin): its models and units refetch. */
export function useDeviceMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, deviceApi.getList) }),
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, deviceApi.getUnits) }),
      ]),
  });
}

/** A change of the customer's bindings: the bindings and the logs refetch. */
export function useBindingMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, pbsignApi.getBindings) }),
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, pbsignApi.getLogs) }),
        queryClient.invalidateQueries({ queryKey: pbsignKeys.devices }),
      ]),
  });
}

/** The customer's activities a device may be bound to. */
export function useBindableActivities() {
  const api = useApi();
  return useQuery({ queryKey: pbsignKeys.activities, queryFn: () => api.call(pbsignApi.getActivities) });
}

/** The devices and activities of the customer's latest 100 bindings (the log's filters), each once. */
export function useBindingChoices() {
  const api = useApi();
  return useQuery({
    queryKey: pbsignKeys.devices,
    queryFn: async () => {
      const rows = await api.call(pbsignApi.getBindings, { page: 1, limit: 100 });
      const choices = (pairs: [number, string][]) =>
        [...new Map(pairs).entries()].map(([value, label]) => ({ value, label }));
      return {
        devices: choices(rows.map((row) => [row.device_id, row.serial])),
        activities: choices(rows.map((row) => [row.activity_id, row.activity_title])),
      };
    },
  });
}

/** The kiosk's state (its activity now), refreshed every 15 seconds. */
export function useKioskState(serial: string, key: string) {
  const api = useApi();
  return useQuery({
    queryKey: pbsignKeys.kiosk(serial),
    queryFn: () => api.call(deviceKioskApi.getState, { serial, key }),
    enabled: serial !== '' && key !== '',
    refetchInterval: 15_000,
    retry: false,
  });
}

export function useKioskSignIn(serial: string, key: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: { name: string; mobile: string }) =>
      api.call(deviceKioskApi.signIn, { serial, key, ...person }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pbsignKeys.kiosk(serial) }),
  });
}

/** The serial a typed or scanned text names: a bare serial, or the `serial=` of a scanned device link. */
export function serialOf(text: string): string {
  const trimmed = text.trim();
  const match = /[?&]serial=([^&#\s]+)/.exec(trimmed);
  return (match ? decodeURIComponent(match[1] ?? '') : trimmed).toUpperCase();
}
