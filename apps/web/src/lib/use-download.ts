import type { Endpoint } from '@fuellinq/domain/api/endpoint';
import type { Route } from '@fuellinq/domain/api/route';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, type QueryParams } from './api-client.ts';
import { errorText, type ErrorTextOptions } from './api-errors.ts';
import { saveFile } from './save-file.ts';

/** An export takes longer than a JSON answer: the server draws a PDF or reads every page of a list. */
export const EXPORT_TIMEOUT_MS = 60_000;

/**
 * A file the API makes (a PDF, CSV or JSON export): the endpoint and its parameters, as a feature's `api/`
 * names them, and the name the file gets when the server's answer gives none.
 */
export interface FileRequest {
  endpoint: Endpoint | Route;
  params?: Record<string, string>;
  query?: QueryParams;
  timeoutMs?: number;
  filename: string;
}

/** Fetches the file and hands it to the browser under the server's name, or else the request's. */
export async function downloadFile({ endpoint, filename: fallback, ...options }: FileRequest): Promise<void> {
  const { blob, filename } = await apiDownload(endpoint, options);
  saveFile(blob, filename ?? fallback);
}

export interface DownloadOptions extends ErrorTextOptions {
  /** Where the failure goes when the screen shows it elsewhere (a list's message): null as a download starts. */
  onFailure?: (text: string | null) => void;
}

/**
 * The one way a button downloads a file: a mutation, so the button knows while the file is on its way
 * (`busy`, and `pending` names which) and why it failed (`failure`: the Dutch text of errorText, worded with
 * the screen's headline or fallback).
 */
export function useDownload({ onFailure, ...text }: DownloadOptions = {}) {
  const mutation = useMutation({
    mutationFn: downloadFile,
    onMutate: () => onFailure?.(null),
    onError: (error) => onFailure?.(errorText(error, text)),
  });
  return {
    download: (file: FileRequest) => mutation.mutate(file),
    busy: mutation.isPending,
    pending: mutation.isPending ? mutation.variables : undefined,
    failure: mutation.isError ? errorText(mutation.error, text) : null,
  };
}
