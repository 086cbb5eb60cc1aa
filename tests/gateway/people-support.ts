/** The stack, documents and answer shapes of the people suites (clients, brokers, users, company records). */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import type { RunningStack } from '../support/stack.js';
import { graphqlAs, LOGIN, signIn, type LoginData } from './back-office-support.js';
import { useOwnTmpDir } from './own-tmp-dir.js';
import { startSignedInStack } from './staff-stack.js';
import { OUTCOME_FIELDS, type MutationErrorData, type OutcomeData } from './support.js';
import { readDatabase } from './visitors-support.js';

export interface PeopleStack {
  stack: RunningStack;
  adminToken: string;
  /** A signed-in user holding only the videos permission. */
  outsiderToken: string;
  /** The gateway's photo folders left in this suite's own temp dir. */
  uploadDirsLeft(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The real stack with demo content, the administrator signed in, and a user without any people
 * permission; the gateway's temp dir is a folder of the suite's own, so that photo folders left behind show.
 */
export async function startPeopleStack(): Promise<PeopleStack> {
  const ownTmp = await useOwnTmpDir('gateway-people-suite-');
  const {
    stack,
    adminToken,
    staffToken: outsiderToken,
  } = await startSignedInStack({
    name: 'Vera Campos',
    email: 'vera@horizonte.test',
    password: 'senha-da-vera',
    role: 'administrative',
    permissions: ['videos'],
  });
  return {
    stack,
    adminToken,
    outsiderToken,
    uploadDirsLeft: ownTmp.uploadDirsLeft,
    async close() {
      await stack.close();
      await ownTmp.restore();
    },
  };
}

/** The id of the user (broker or staff) with this e-mail, whatever its letter case. */
export const userIdOf = (suite: PeopleStack, email: string): string =>
  String(readDatabase<{ id: number }>(suite.stack.dataDir, 'SELECT id FROM users WHERE lower(email) = lower(?)', email)[0]?.id);

/** A company record straight in the API's database (the schema has no create); answers its id. */
export function insertCompany(dataDir: string, company: { name: string; email: string; isActive?: boolean; createdAt: string }): number {
  const database = new Database(path.join(dataDir, 'app.db'), { fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  try {
    return Number(
      database
        .prepare(
          `INSERT INTO companies (document, creci, name, phone, whatsapp, email, zip_code, address, number, neighborhood, city, state, is_active, created_at, updated_at)
           VALUES ('11.444.777/0001-61', 'J-1', ?, NULL, '19990000000', ?, NULL, NULL, NULL, NULL, 'Campinas', 'SP', ?, ?, ?)`,
        )
        .run(company.name, company.email, company.isActive === false ? 0 : 1, company.createdAt, company.createdAt).lastInsertRowid,
    );
  } finally {
    database.close();
  }
}

/** A password change refused because the new password is shorter than six characters. */
export const SHORT_PASSWORD_REFUSAL: OutcomeData = {
  ok: false,
  message: null,
  error: {
    message: 'A senha deve ter no mínimo 6 caracteres.',
    fieldErrors: [{ field: 'password', message: 'A senha deve ter no mínimo 6 caracteres.' }],
  },
};

/** After a password change: signing in with the old password fails, with the new one it opens a session. */
export async function expectPasswordReplaced(suite: PeopleStack, email: string, oldPassword: string, newPassword: string): Promise<void> {
  const oldLogin = await graphqlAs<LoginData>(suite.stack.gatewayUrl, null, LOGIN, { email, password: oldPassword });
  expect(oldLogin.data?.login.ok).toBe(false);
  expect(await signIn(suite.stack.gatewayUrl, email, newPassword)).toMatch(/\S{20,}/);
}

/** A refusal's field messages as field → message. */
export const fieldMessages = (error: MutationErrorData | null | undefined): Record<string, string> =>
  Object.fromEntries((error?.fieldErrors ?? []).map(({ field, message }) => [field, message]));

const CLIENT_FIELDS = 'id name phone email isActive';
export const CLIENT = `query Client($id: ID!) { client(id: $id) { ${CLIENT_FIELDS} } }`;
export const CREATE_CLIENT = `mutation CreateClient($input: ClientInput!) { createClient(input: $input) { ${OUTCOME_FIELDS} client { ${CLIENT_FIELDS} } } }`;
export const UPDATE_CLIENT = `mutation UpdateClient($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { ${OUTCOME_FIELDS} client { ${CLIENT_FIELDS} } } }`;

const BROKER_FIELDS = 'id name creci phone email role isActive onDuty leaderId photo { fileName url cardUrl srcSet }';
export const BROKERS = `query Brokers($search: String, $page: Int, $perPage: Int) {
  brokers(search: $search, page: $page, perPage: $perPage) { total page perPage pageCount items { ${BROKER_FIELDS} } }
}`;
export const BROKER = `query Broker($id: ID!) { broker(id: $id) { ${BROKER_FIELDS} } }`;
export const LEADERS = `{ leaders { ${BROKER_FIELDS} } }`;
export const CREATE_BROKER = `mutation CreateBroker($input: BrokerInput!, $photo: Upload) {
  createBroker(input: $input, photo: $photo) { ${OUTCOME_FIELDS} broker { ${BROKER_FIELDS} } }
}`;
export const UPDATE_BROKER = `mutation UpdateBroker($id: ID!, $input: BrokerInput!, $photo: Upload, $removePhoto: Boolean) {
  updateBroker(id: $id, input: $input, photo: $photo, removePhoto: $removePhoto) { ${OUTCOME_FIELDS} broker { ${BROKER_FIELDS} } }
}`;
export const CHANGE_BROKER_PASSWORD = `mutation ChangeBrokerPassword($id: ID!, $password: String!) { changeBrokerPassword(id: $id, password: $password) { ${OUTCOME_FIELDS} } }`;

const USER_FIELDS = 'id name email phone creci role isActive permissions { id identifier }';
export const USERS = `{ users { ${USER_FIELDS} } }`;
export const USER = `query User($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`;
export const CREATE_USER = `mutation CreateUser($input: UserInput!) { createUser(input: $input) { ${OUTCOME_FIELDS} user { ${USER_FIELDS} } } }`;
export const UPDATE_USER = `mutation UpdateUser($id: ID!, $input: UserInput!) { updateUser(id: $id, input: $input) { ${OUTCOME_FIELDS} user { ${USER_FIELDS} } } }`;
export const CHANGE_USER_PASSWORD = `mutation ChangeUserPassword($id: ID!, $password: String!) { changeUserPassword(id: $id, password: $password) { ${OUTCOME_FIELDS} } }`;

const COMPANY_FIELDS =
  'id name document creci phone whatsapp email isActive address { street number complement neighborhood city state zipCode }';
export const COMPANIES = `query Companies($search: String, $page: Int, $perPage: Int, $sortBy: CompanySortField, $sortOrder: SortOrder) {
  companies(search: $search, page: $page, perPage: $perPage, sortBy: $sortBy, sortOrder: $sortOrder) { total page perPage pageCount items { ${COMPANY_FIELDS} } }
}`;
export const COMPANY_RECORD = `query CompanyRecord($id: ID!) { companyRecord(id: $id) { ${COMPANY_FIELDS} } }`;
export const UPDATE_COMPANY = `mutation UpdateCompany($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { ${OUTCOME_FIELDS} company { ${COMPANY_FIELDS} } } }`;

export interface ClientData {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  isActive: boolean;
}

interface ImageData {
  fileName: string;
  url: string;
  cardUrl: string;
  srcSet: string;
}

export interface BrokerData {
  id: string;
  name: string;
  creci: string | null;
  phone: string | null;
  email: string;
  role: string;
  isActive: boolean;
  onDuty: boolean;
  leaderId: string | null;
  photo: ImageData | null;
}

export interface BrokerPageData {
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  items: BrokerData[];
}

export interface UserData {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  creci: string | null;
  role: string;
  isActive: boolean;
  permissions: { id: string; identifier: string }[];
}

export interface CompanyRecordData {
  id: string;
  name: string;
  document: string | null;
  creci: string | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  isActive: boolean;
  address: Record<string, string | null>;
}

export interface CompanyPageData {
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  items: CompanyRecordData[];
}

export type ClientResultData = OutcomeData & { client: ClientData | null };
export type BrokerResultData = OutcomeData & { broker: BrokerData | null };
export type UserResultData = OutcomeData & { user: UserData | null };
export type CompanyResultData = OutcomeData & { company: CompanyRecordData | null };
