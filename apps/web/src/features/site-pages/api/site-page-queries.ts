import { sitePageEndpoints } from '@fuellinq/domain/site-pages/site-page.endpoints';
import type {
  CreateSitePageBody,
  SitePage,
  UpdateSitePageBody,
} from '@fuellinq/domain/site-pages/site-page.contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface SitePageListParams {
  q?: string | undefined;
  status?: 'all' | 'published' | 'draft';
  page: number;
  per_page: number;
}

export const sitePageKeys = {
  all: ['site-pages'] as const,
  /** A signed-in reader's answer carries their own stats: kept apart from an anonymous one. */
  bySlug: (slug: string, signedIn: boolean) => [...sitePageKeys.all, 'slug', slug, signedIn] as const,
  admin: () => [...sitePageKeys.all, 'admin'] as const,
  list: (params: SitePageListParams) => [...sitePageKeys.admin(), 'list', params] as const,
  detail: (id: string) => [...sitePageKeys.admin(), 'detail', id] as const,
};

/** Spec §7 GET /api/site-pages?slug= (a published page, or a draft for an admin). */
export const sitePageQueryOptions = (slug: string, signedIn: boolean) =>
  queryOptions({
    queryKey: sitePageKeys.bySlug(slug, signedIn),
    queryFn: ({ signal }) => apiRequest(sitePageEndpoints.bySlug, { query: { slug }, signal }),
  });

export const adminSitePagesQueryOptions = (params: SitePageListParams) =>
  queryOptions({
    queryKey: sitePageKeys.list(params),
    queryFn: ({ signal }) => apiRequest(sitePageEndpoints.list, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export const adminSitePageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sitePageKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(sitePageEndpoints.get, { params: { id }, signal }),
  });

/** After a change: the admin's lists and the page itself (by id and by slug) are read afresh. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (page?: SitePage) => {
    if (page) queryClient.setQueryData(sitePageKeys.detail(page.id), page);
    return queryClient.invalidateQueries({ queryKey: sitePageKeys.all });
  };
}

export function useCreateSitePage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateSitePageBody) => apiRequest(sitePageEndpoints.create, { body }),
    onSuccess: (page) => refresh(page),
  });
}

export function useUpdateSitePage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSitePageBody }) =>
      apiRequest(sitePageEndpoints.update, { params: { id }, body }),
    onSuccess: (page) => refresh(page),
  });
}

export function useSetPublished() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      apiRequest(published ? sitePageEndpoints.publish : sitePageEndpoints.unpublish, { params: { id } }),
    onSuccess: (page) => refresh(page),
  });
}

export function useDeleteSitePage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(sitePageEndpoints.remove, { params: { id } }),
    onSuccess: () => refresh(),
  });
}
