/**
 * The error answers the API and the gateway give over HTTP: one body shape and one set of pt-BR texts for the
 * refusals both raise the same way (Express's and Node's own: a malformed request, a body too large, headers
 * too large, a request too slow). Each process writes the answer its own way; the words are these.
 */

/**
 * The JSON body of every error answer: a pt-BR message and, for a refused form, each field's messages; a server
 * error also carries the request's id, the one its log line holds, for support to find it ('Código do erro').
 */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  /** What the client needs to try again (the free slots after a visit's slot was lost). */
  data?: Readonly<Record<string, unknown>>;
  requestId?: string;
}

export const NOT_FOUND_MESSAGE = 'Recurso não encontrado.';
export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor.';

/**
 * Messages for client errors raised by Express or Node itself (bad path encoding, body too large, …); a status
 * without its own message is answered with the 400's.
 */
export const CLIENT_ERROR_MESSAGES: Readonly<Record<number, string> & Record<400, string>> = {
  400: 'Requisição inválida.',
  401: 'Não autorizado.',
  403: 'Acesso negado.',
  404: NOT_FOUND_MESSAGE,
  405: 'Método não permitido.',
  408: 'A requisição demorou demais para chegar.',
  413: 'O conteúdo enviado é grande demais.',
  415: 'Tipo de conteúdo não suportado.',
  417: 'O cabeçalho Expect enviado não é suportado.',
  429: 'Muitas requisições. Tente novamente em instantes.',
  431: 'O endereço ou os cabeçalhos da requisição são grandes demais.',
};

/**
 * The status of a request Node's HTTP parser refuses before any route, by the parser's error code; any other
 * code is a 400. Node counts the request line and the headers together against one limit (16 KB by default)
 * and does not tell which one overflowed, so an over-long address and over-large headers are both 431.
 */
export const REFUSED_REQUEST_STATUS: Readonly<Record<string, 408 | 431>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};
