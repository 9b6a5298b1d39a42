import {
  deleteFilesResponse,
  type EditFileRequest,
  type EditSystemMaterialRequest,
  type LibraryFile,
  libraryFile,
  type MaterialCategory,
  type MaterialHook,
  type MaterialItem,
  materialCategory,
  materialItem,
  materialType,
  type UploadKind,
} from '@onsite/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../shell/console';

export interface LibraryParams {
  page: number;
  limit: number;
  type?: UploadKind;
  /** 0 = uncategorised; undefined = every file */
  category?: number;
  keyword?: string;
  /** the activity of a page opened with ?acid= */
  acid?: number;
}

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
  library: (audience: string, params: LibraryParams) => ['material', audience, 'library', params] as const,
  categories: (audience: string) => ['material', audience, 'categories'] as const,
  types: (audience: string) => ['material', audience, 'types'] as const,
  materials: (audience: string, params: MaterialParams) => ['material', audience, 'list', params] as const,
  systemCategories: (audience: string, hook: MaterialHook | undefined) =>
    ['material', audience, 'systemCategories', hook] as const,
};

const libraryList = { parse: (data: unknown) => libraryFile.array().parse(data) };
const materialList = { parse: (data: unknown) => materialItem.array().parse(data) };
const categoryList = { parse: (data: unknown) => materialCategory.array().parse(data) };
const nothing = { parse: () => null };

/** The library page's page size: four rows of the card grid. */
export const LIBRARY_PAGE_SIZE = 16;

/** Spec §6: system materials exist only on the customer and admin platforms. */
export const hasSystemMaterials = (audience: string) => audience !== 'agent';

export async function fetchLibrary(api: ApiClient, params: LibraryParams): Promise<Page<LibraryFile>> {
  const response = await api.request(`/${api.audience}/Upload/getList`, libraryList, {
    query: { ...params, keyword: params.keyword || undefined },
  });
  return { items: response.data, count: response.count ?? response.data.length };
}

export async function fetchMaterials(api: ApiClient, params: MaterialParams): Promise<Page<MaterialItem>> {
  const response = await api.request('/ym/material/getList', materialList, { query: { ...params } });
  return { items: response.data, count: response.count ?? response.data.length };
}

export function useLibrary(params: LibraryParams) {
  const api = useApi();
  return useQuery({
    queryKey: materialKeys.library(api.audience, params),
    queryFn: () => fetchLibrary(api, params),
    placeholderData: keepPreviousData,
  });
}

export function useCategories() {
  const api = useApi();
  return useQuery({
    queryKey: materialKeys.categories(api.audience),
    queryFn: (): Promise<MaterialCategory[]> =>
      api.get(`/${api.audience}/Upload/getCategoryList`, categoryList),
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
    queryFn: () =>
      api.get('/ym/material/getMaterialType', { parse: (data) => materialType.array().parse(data) }),
    enabled,
  });
}

/** Every change to files or categories refetches the console's lists, counts and dialogs. */
function useInvalidateMaterials() {
  const api = useApi();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: materialKeys.all(api.audience) });
}

export function useDeleteFiles() {
  const api = useApi();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post(`/${api.audience}/Upload/postDelete`, deleteFilesResponse, { ids }),
    onSettled: invalidate,
  });
}

export function useEditFile() {
  const api = useApi();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (body: EditFileRequest) => api.post(`/${api.audience}/Upload/edit`, libraryFile, body),
    onSettled: invalidate,
  });
}

export function useCreateCategory() {
  const api = useApi();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (name: string) => api.post(`/${api.audience}/Upload/addCategory`, materialCategory, { name }),
    onSettled: invalidate,
  });
}

export function useRenameCategory() {
  const api = useApi();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (body: { id: number; name: string }) =>
      api.post(`/${api.audience}/Upload/editCategory`, materialCategory, body),
    onSettled: invalidate,
  });
}

export function useDeleteCategory() {
  const api = useApi();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (id: number) => api.post(`/${api.audience}/Upload/deleteCategory`, nothing, { id }),
    onSettled: invalidate,
  });
}

/** Official default images: the authority `admin` only (the server checks it too). */
export function useEditSystemMaterial() {
  const api = useApi();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (body: EditSystemMaterialRequest) => api.post('/admin/material/edit', materialItem, body),
    onSettled: invalidate,
  });
}

export function useResetSystemMaterial() {
  const api = useApi();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (id: number) => api.post('/admin/material/reset', materialItem, { id }),
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
    queryFn: (): Promise<MaterialCategory[]> =>
      api.get('/ym/material/getCategoryList', categoryList, { hook }),
    enabled: hook !== undefined,
  });
}
