import {
  type EditFileRequest,
  type EditSystemMaterialRequest,
  type MaterialCategory,
  type MaterialHook,
  type MaterialItem,
  materialApi,
  type UploadKind,
} from '@onsite/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#web/api/client';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { useApi } from '#web/shell/console';

export interface MaterialParams {
  page: number;
  limit: number;
  /** 1 = the caller's own files; 0 = system materials */
  mine: 0 | 1;
  hook?: MaterialHook;
  type?: UploadKind;
  category?: number;
}

export interface Page<T> {
  items: T[];
  count: number;
}

/** Query keys per console audience: each console sees its own tenant's files. */
export const materialKeys = {
  all: (audience: string) => ['material', audience] as const,
  categories: (audience: string) => ['material', audience, 'categories'] as const,
  types: (audience: string) => ['material', audience, 'types'] as const,
  materials: (audience: string, params: MaterialParams) => ['material', audience, 'list', params] as const,
  systemCategories: (audience: string, hook: MaterialHook | undefined) =>
    ['material', audience, 'systemCategories', hook] as const,
};

/** The library page's page size: four rows of the card grid. */
export const LIBRARY_PAGE_SIZE = 16;
/** The library page's other sizes: whole rows of the grid (the contract takes at most 100). */
export const LIBRARY_PAGE_SIZES = [16, 32, 48, 96];

/** Spec §6: system materials exist only on the customer and admin platforms. */
export const hasSystemMaterials = (audience: string) => audience !== 'agent';

export async function fetchMaterials(api: ApiClient, params: MaterialParams): Promise<Page<MaterialItem>> {
  const { rows, count } = await api.page(materialApi.getMaterialList, { ...params });
  return { items: rows, count };
}

export function useCategories() {
  const api = useApi();
  return useQuery({
    queryKey: materialKeys.categories(api.audience),
    queryFn: (): Promise<MaterialCategory[]> => api.call(materialApi.getCategoryList[api.audience]),
  });
}

export function useMaterials(params: MaterialParams, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: materialKeys.materials(api.audience, params),
    queryFn: () => fetchMaterials(api, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMaterialTypes(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: materialKeys.types(api.audience),
    queryFn: () => api.call(materialApi.getMaterialType),
    enabled,
  });
}

/** Every change to files or categories refetches the console's lists, counts and dialogs. */
function useInvalidateMaterials() {
  const api = useApi();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: materialKeys.all(api.audience) }),
      // the library page's own pages and its system materials' (usePagedQuery's keys)
      queryClient.invalidateQueries({
        queryKey: pagedQueryKey(api.audience, materialApi.getList[api.audience]),
      }),
      queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, materialApi.getMaterialList) }),
    ]);
}

export function useDeleteFiles() {
  const api = useApi();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (ids: number[]) => api.call(materialApi.postDelete[api.audience], { ids }),
    onSettled: invalidate,
  });
}

export function useEditFile() {
  const api = useApi();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (body: EditFileRequest) => api.call(materialApi.edit[api.audience], body),
    onSettled: invalidate,
  });
}

export function useCreateCategory() {
  const api = useApi();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (name: string) => api.call(materialApi.addCategory[api.audience], { name }),
    onSettled: invalidate,
  });
}

export function useRenameCategory() {
  const api = useApi();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (body: { id: number; name: string }) =>
      api.call(materialApi.editCategory[api.audience], body),
    onSettled: invalidate,
  });
}

export function useDeleteCategory() {
  const api = useApi();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (id: number) => api.call(materialApi.deleteCategory[api.audience], { id }),
    onSettled: invalidate,
  });
}

/** Official default images: the authority `admin` only (the server checks it too). */
export function useEditSystemMaterial() {
  const api = useApi();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (body: EditSystemMaterialRequest) => api.call(materialApi.editSystemMaterial, body),
    onSettled: invalidate,
  });
}

export function useResetSystemMaterial() {
  const api = useApi();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (id: number) => api.call(materialApi.resetSystemMaterial, { id }),
    onSettled: invalidate,
  });
}

/** Byte counts as the library shows them: B, KB, MB with one decimal. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function useSystemCategories(hook: MaterialHook | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: materialKeys.systemCategories(api.audience, hook),
    queryFn: (): Promise<MaterialCategory[]> => api.call(materialApi.getMaterialCategoryList, { hook }),
    enabled: hook !== undefined,
  });
}
