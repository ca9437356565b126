/** What a request handler sees: the payload and the headers (correlation, trace). */
export interface RpcContext {
  headers: Record<string, string>;
}

export type RpcHandler = (data: unknown, ctx: RpcContext) => Promise<unknown>;

export interface RequestOptions {
  /** Default 10 s. A timeout rejects with AppError 504 `service_timeout`. */
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/**
 * Queries and commands between processes. Handlers of one subject form a queue group: each
 * request reaches exactly one of them. A handler's AppError is carried back and rethrown at
 * the caller with the same status, code and details; any other error becomes a 500
 * `internal_error` without leaking its message.
 */
export interface RequestBus {
  handle(subject: string, handler: RpcHandler): Promise<void>;
  request<T = unknown>(subject: string, data: unknown, opts?: RequestOptions): Promise<T>;
  close(): Promise<void>;
}
