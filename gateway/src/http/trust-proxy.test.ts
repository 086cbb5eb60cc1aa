import express from 'express';
import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from './trust-proxy.js';

describe('parseTrustedProxies', () => {
  it('reads a number of hops', () => {
    expect(parseTrustedProxies('1')).toBe(1);
    expect(parseTrustedProxies(' 2 ')).toBe(2);
  });

  it('reads addresses, subnets and named ranges, which Express accepts', () => {
    const value = parseTrustedProxies('10.0.0.0/8, 172.18.0.5,loopback, fd00::/8');
    expect(value).toBe('10.0.0.0/8, 172.18.0.5, loopback, fd00::/8');
    expect(() => express().set('trust proxy', value)).not.toThrow();
  });

  it.each(['', 'sim', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1', 'loopback,', '1.5'])('refuses %j in pt-BR', (value) => {
    expect(() => parseTrustedProxies(value)).toThrow(`TRUST_PROXY inválida: "${value}". Use quantos proxies reversos`);
  });
});
