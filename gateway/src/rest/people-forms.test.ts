import { describe, expect, it } from 'vitest';
import clientDuplicate from '../normalize/fixtures/client-duplicate.json' with { type: 'json' };
import userRefused from '../normalize/fixtures/user-refused.json' with { type: 'json' };
import type { BrokerInput, CompanyInput, UserInput } from '../generated/resolvers.js';
import {
  brokerFormFields,
  brokerFormFiles,
  brokerInputField,
  clientBody,
  clientInputField,
  companyBody,
  companyInputField,
  companySortParams,
  formRefusal,
  userBody,
  userInputField,
} from './people-forms.js';
import { RestError } from './rest-error.js';

const broker: Required<{ [K in keyof BrokerInput]: NonNullable<BrokerInput[K]> }> = {
  name: 'Lucas Prado',
  creci: '778899-F',
  phone: '(19) 99777-6655',
  email: 'lucas@horizonte.com.br',
  leaderId: '2',
  password: 'segredo1',
  isActive: true,
  onDuty: false,
};

const user: Required<{ [K in keyof UserInput]: NonNullable<UserInput[K]> }> = {
  name: 'Caio Teixeira',
  phone: '1932324455',
  email: 'caio@horizonte.com.br',
  creci: '',
  password: 'segredo1',
  isActive: false,
  role: 'ADMINBROKER',
  permissionIds: ['2', '7', '2'],
};

const company: Required<{ [K in keyof CompanyInput]: NonNullable<CompanyInput[K]> }> = {
  document: '12.345.678/0001-95',
  name: 'Imobiliária Horizonte',
  phone: '1932321000',
  whatsapp: '19999990000',
  creci: 'J-12345',
  zipCode: '13025-000',
  street: 'Avenida Norte-Sul',
  number: '1500',
  neighborhood: 'Cambuí',
  city: 'Campinas',
  state: 'SP',
  email: 'contato@horizonte.com.br',
  isActive: true,
  feedContactName: 'Plantão de vendas',
  feedEmail: 'portais@horizonte.com.br',
  feedPhone: '1932321001',
  feedWebsite: 'https://horizonte.com.br',
};

describe('clientBody', () => {
  it('writes name, phone, email and is_active 1/0; null clears, missing stays out', () => {
    expect(clientBody({ name: 'Rita Campos', phone: '19984445566', email: 'rita@exemplo.com.br', isActive: false })).toEqual({
      name: 'Rita Campos',
      phone: '19984445566',
      email: 'rita@exemplo.com.br',
      is_active: 0,
    });
    expect(clientBody({ phone: null, isActive: true })).toEqual({ phone: null, is_active: 1 });
  });
});

describe('brokerFormFields', () => {
  it('creates with every field, the password and role=broker', () => {
    expect(brokerFormFields(broker, 'create')).toEqual([
      ['name', 'Lucas Prado'],
      ['creci', '778899-F'],
      ['phone', '(19) 99777-6655'],
      ['email', 'lucas@horizonte.com.br'],
      ['leadbroker_id', '2'],
      ['password', 'segredo1'],
      ['is_active', '1'],
      ['is_plantao', '0'],
      ['role', 'broker'],
    ]);
  });

  it('updates with _method=PUT first, never a password nor a role, the photo to remove in imagesToDelete', () => {
    expect(brokerFormFields({ ...broker, leaderId: null }, 'update', ['5f0c2a9e7b1d4c3a.jpg'])).toEqual([
      ['_method', 'PUT'],
      ['name', 'Lucas Prado'],
      ['creci', '778899-F'],
      ['phone', '(19) 99777-6655'],
      ['email', 'lucas@horizonte.com.br'],
      ['leadbroker_id', ''],
      ['is_active', '1'],
      ['is_plantao', '0'],
      ['imagesToDelete', '["5f0c2a9e7b1d4c3a.jpg"]'],
    ]);
    expect(brokerFormFields({ onDuty: true }, 'update')).toEqual([
      ['_method', 'PUT'],
      ['is_plantao', '1'],
    ]);
  });

  it('sends the photo as mainImage', () => {
    expect(brokerFormFiles({ field: 'mainImage', fileName: 'eu.png', contentType: 'image/png', path: '/tmp/f', size: 10 })).toEqual([
      { field: 'mainImage', fileName: 'eu.png', contentType: 'image/png', path: '/tmp/f', size: 10 },
    ]);
    expect(brokerFormFiles(null)).toEqual([]);
  });
});

describe('userBody', () => {
  it('creates with the role in lower case, permissions as numeric ids once each, and the password', () => {
    expect(userBody(user, 'create')).toEqual({
      name: 'Caio Teixeira',
      phone: '1932324455',
      email: 'caio@horizonte.com.br',
      creci: '',
      password: 'segredo1',
      is_active: 0,
      role: 'adminbroker',
      permissions: [2, 7],
    });
  });

  it('updates without the password', () => {
    expect(userBody(user, 'update')).not.toHaveProperty('password');
    expect(userBody({ permissionIds: [] }, 'update')).toEqual({ permissions: [] });
  });
});

describe('companyBody', () => {
  it('writes zip_code and address (the street) under their REST names', () => {
    expect(companyBody(company)).toEqual({
      document: '12.345.678/0001-95',
      name: 'Imobiliária Horizonte',
      phone: '1932321000',
      whatsapp: '19999990000',
      creci: 'J-12345',
      zip_code: '13025-000',
      address: 'Avenida Norte-Sul',
      number: '1500',
      neighborhood: 'Cambuí',
      city: 'Campinas',
      state: 'SP',
      email: 'contato@horizonte.com.br',
      is_active: 1,
      feed_contact_name: 'Plantão de vendas',
      feed_email: 'portais@horizonte.com.br',
      feed_phone: '1932321001',
      feed_website: 'https://horizonte.com.br',
    });
  });

  it('sorts by the REST field names, in lower-case order', () => {
    expect(companySortParams('CREATED_AT', 'DESC')).toEqual({ sortBy: 'created_at', sortOrder: 'desc' });
    expect(companySortParams('NAME', 'ASC')).toEqual({ sortBy: 'name', sortOrder: 'asc' });
  });
});

describe('input field names', () => {
  it('names every REST field of each form as its input does', () => {
    expect(['name', 'email', 'is_active'].map(clientInputField)).toEqual(['name', 'email', 'isActive']);
    expect(['leadbroker_id', 'is_plantao', 'is_active', 'mainImage', 'imagesToDelete', 'password', 'role'].map(brokerInputField)).toEqual([
      'leaderId',
      'onDuty',
      'isActive',
      'photo',
      'removePhoto',
      'password',
      'role',
    ]);
    expect(['permissions', 'permissions.1', 'role', 'is_active'].map(userInputField)).toEqual([
      'permissionIds',
      'permissionIds',
      'role',
      'isActive',
    ]);
    expect(['document', 'zip_code', 'address', 'state', 'is_active'].map(companyInputField)).toEqual([
      'document',
      'zipCode',
      'street',
      'state',
      'isActive',
    ]);
  });
});

describe('formRefusal', () => {
  it('reads the recorded refusals under the input names', () => {
    expect(formRefusal(RestError.fromResponseBody(409, clientDuplicate), clientInputField).fieldErrors).toEqual([
      { field: 'email', message: 'Este e-mail já está cadastrado.' },
    ]);
    const refused = formRefusal(RestError.fromResponseBody(422, userRefused), userInputField);
    expect([refused.message, Object.fromEntries(refused.fieldErrors.map(({ field, message }) => [field, message]))]).toEqual([
      'Por favor, corrija os erros destacados.',
      {
        name: 'O nome é obrigatório.',
        email: 'Por favor, insira um e-mail válido.',
        phone: 'O Telefone é obrigatório.',
        role: 'O Perfil é obrigatório.',
        password: 'A senha é obrigatória.',
        permissionIds: 'Selecione permissões válidas.',
      },
    ]);
  });

  it('renames field messages, and puts a duplicate e-mail (409) at the e-mail field, and no other 409', () => {
    const invalid = formRefusal(
      new RestError('http', 'Por favor, corrija os erros destacados.', 422, [
        { field: 'zip_code', message: 'Informe um CEP com 8 dígitos.' },
      ]),
      companyInputField,
    );
    expect(invalid.fieldErrors).toEqual([{ field: 'zipCode', message: 'Informe um CEP com 8 dígitos.' }]);
    const duplicate = formRefusal(new RestError('http', 'Este e-mail já está em uso.', 409), clientInputField);
    expect([duplicate.status, duplicate.message, duplicate.fieldErrors]).toEqual([
      409,
      'Este e-mail já está em uso.',
      [{ field: 'email', message: 'Este e-mail já está em uso.' }],
    ]);
    const reported = formRefusal(
      new RestError('http', 'Este e-mail já está cadastrado.', 409, [{ field: 'email', message: 'Este e-mail já está cadastrado.' }]),
      clientInputField,
    );
    expect(reported.fieldErrors).toEqual([{ field: 'email', message: 'Este e-mail já está cadastrado.' }]);
    const concurrent = formRefusal(
      new RestError('http', 'O corretor foi alterado por outra pessoa ao mesmo tempo.', 409),
      brokerInputField,
    );
    expect([concurrent.status, concurrent.fieldErrors]).toEqual([409, []]);
    expect(formRefusal(new RestError('http', 'Sem permissão', 403), clientInputField).fieldErrors).toEqual([]);
    expect(formRefusal(RestError.unavailable(), clientInputField).kind).toBe('unavailable');
  });
});
