/** Helpers of the back-office suites: signed-in GraphQL calls, staff users and clients in the API's database. */
import path from 'node:path';
import argon2 from 'argon2';
import Database from 'better-sqlite3';
import { searchKey } from '../../api/src/http/paging.js';
import { graphql, type GraphQLAnswer } from './support.js';
import { multipartGraphql, type MultipartAnswer, type UploadFile } from './visitors-support.js';

/** The administrator's password of every back-office stack (startStack seeds the admin with it). */
export const ADMIN_EMAIL = 'admin@imobiliaria.local';
export const ADMIN_PASSWORD = 'senha-do-admin-nos-testes';

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** GraphQL as a signed-in user (or anonymously with null). */
export function graphqlAs<T>(
  gatewayUrl: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<T>> {
  return graphql<T>(gatewayUrl, query, variables, token === null ? {} : bearer(token));
}

/** A multipart GraphQL request (photo uploads) as a signed-in user, or anonymously with null. */
export function multipartAs<T>(
  gatewayUrl: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown>,
  files: readonly UploadFile[],
): Promise<MultipartAnswer<T>> {
  return multipartGraphql<T>(gatewayUrl, query, variables, files, {
    'Apollo-Require-Preflight': 'true',
    ...(token === null ? {} : bearer(token)),
  });
}

/** Photo files of a property mutation, `main` at mainImage and the rest at otherImages in order, with their null variables. */
export function propertyUploads(
  main: Uint8Array | null,
  others: readonly Uint8Array[],
): { files: UploadFile[]; variables: Record<string, unknown> } {
  const files: UploadFile[] = [
    ...(main === null ? [] : [{ variablePath: 'variables.mainImage', bytes: main, fileName: 'principal.jpg', type: 'image/jpeg' }]),
    ...others.map((bytes, index) => ({
      variablePath: `variables.otherImages.${index}`,
      bytes,
      fileName: `extra-${index}.jpg`,
      type: 'image/jpeg',
    })),
  ];
  return { files, variables: { mainImage: null, otherImages: others.map(() => null) } };
}

/** Writes to the API's SQLite database of a stack (the file `app.db` in its data dir). */
export function withDatabase<T>(dataDir: string, work: (database: Database.Database) => T): T {
  const database = new Database(path.join(dataDir, 'app.db'), { fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  try {
    return work(database);
  } finally {
    database.close();
  }
}

export interface StaffUserSeed {
  name: string;
  email: string;
  password: string;
  /** broker, leadbroker, adminbroker or administrative. */
  role: string;
  /** Permission identifiers, e.g. ['clientes']. */
  permissions: readonly string[];
}

/** A member of staff with a password and exactly these permissions, straight in the database; answers its id. */
export async function createStaffUser(dataDir: string, seed: StaffUserSeed): Promise<number> {
  const passwordHash = await argon2.hash(seed.password, { type: argon2.argon2id });
  const now = new Date().toISOString();
  return withDatabase(dataDir, (database) =>
    database.transaction(() => {
      const { lastInsertRowid } = database
        .prepare(
          `INSERT INTO users (name, email, password_hash, role, creci, phone, is_active, is_plantao, leadbroker_id, image, created_at, updated_at)
           VALUES (?, ?, ?, ?, NULL, NULL, 1, 0, NULL, NULL, ?, ?)`,
        )
        .run(seed.name, seed.email, passwordHash, seed.role, now, now);
      const userId = Number(lastInsertRowid);
      const grant = database.prepare(
        'INSERT INTO user_permissions (user_id, permission_id) SELECT ?, id FROM permissions WHERE identifier = ?',
      );
      for (const identifier of seed.permissions) grant.run(userId, identifier);
      return userId;
    })(),
  );
}

/** A client of the agency straight in the database; answers its id. */
export function createClient(dataDir: string, client: { name: string; phone: string; email: string; isActive?: boolean }): number {
  const now = new Date().toISOString();
  return withDatabase(dataDir, (database) =>
    Number(
      database
        .prepare('INSERT INTO clients (name, phone, email, is_active, created_at, updated_at, search_name) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(client.name, client.phone, client.email, client.isActive === false ? 0 : 1, now, now, searchKey(client.name)).lastInsertRowid,
    ),
  );
}

export const LOGIN = /* GraphQL */ `
  mutation Login($email: String, $password: String) {
    login(email: $email, password: $password) {
      ok
      session {
        token
        user {
          id
          name
          email
          role
          permissions {
            id
            description
            identifier
          }
        }
      }
      error {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

export interface LoginData {
  login: {
    ok: boolean;
    session: {
      token: string;
      user: {
        id: string;
        name: string;
        email: string;
        role: string;
        permissions: { id: string; description: string; identifier: string }[];
      };
    } | null;
    error: { message: string; fieldErrors: { field: string; message: string }[] } | null;
  };
}

/** Signs in through the gateway and answers the bearer token; fails the test otherwise. */
export async function signIn(gatewayUrl: string, email: string, password: string): Promise<string> {
  const answer = await graphql<LoginData>(gatewayUrl, LOGIN, { email, password });
  const token = answer.data?.login.session?.token;
  if (!token) throw new Error(`login falhou: ${JSON.stringify(answer)}`);
  return token;
}

/** The code and message of each GraphQL error, for exact comparisons. */
export const errorsOf = (answer: GraphQLAnswer<unknown>): { code: unknown; message: string; path: unknown }[] =>
  (answer.errors ?? []).map((error) => ({ code: error.extensions?.code, message: error.message, path: error.path }));

export const INVALID_SESSION = 'Sessão inválida ou expirada. Faça login novamente.';
export const FORBIDDEN = 'Você não tem permissão para acessar este recurso.';
