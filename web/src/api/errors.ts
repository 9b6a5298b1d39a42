export type ApiErrorKind = 'business' | 'auth' | 'network' | 'http' | 'contract';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  code?: number | null;
  status?: number | null;
  notified: boolean;
}

/** A failed call. `notified` means the user has already been told (toast, modal or redirect). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | null;
  readonly status: number | null;
  readonly notified: boolean;

  constructor(options: ApiErrorInit) {
    super(options.message);
    this.name = 'ApiError';
    this.kind = options.kind;
    this.code = options.code ?? null;
    this.status = options.status ?? null;
    this.notified = options.notified;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
