import type { AiCapability, AiProviderKind } from '@blivion/shared';
import { BIG_PROVIDERS } from './demo-models-big.js';
import { OTHER_PROVIDERS } from './demo-models-other.js';

/**
 * The specification's 30 demo models and agents (first run only, no keys; decision 0037). Prices
 * are whole credits per million tokens at 1 credit = US$ 0.001, from each provider's public price
 * list (November 2025): US$ 2.50 per million input tokens is 2,500 credits. Context and output
 * limits from the same pages. Providers without an API of their own reach their models through an
 * OpenAI-compatible host, named in `baseUrl`; an admin can change any of it.
 */
export interface DemoProvider {
  name: string;
  kind: AiProviderKind;
  baseUrl: string | null;
  models: DemoModel[];
}

export interface DemoModel {
  name: string;
  id: string;
  description: string;
  capabilities: AiCapability[];
  prices: [input: number, output: number];
  context: number;
  maxOutput: number;
  images?: boolean;
  featured?: boolean;
  beta?: boolean;
  /** Image models: credits per generated 1024x1024 image. */
  perImage?: number;
}

export const DEMO_PROVIDERS: DemoProvider[] = [...BIG_PROVIDERS, ...OTHER_PROVIDERS];

export interface DemoAgent {
  scope: 'academy' | 'community';
  name: string;
  description: string;
  prompt: string;
  /** The name of its base model above. */
  model: string;
  featured?: boolean;
}

export const DEMO_AGENTS: DemoAgent[] = [
  {
    scope: 'academy',
    name: 'Copywriter Blivion',
    description: 'Escreve anúncios, e-mails e páginas de venda que convertem.',
    prompt:
      'Você é um copywriter sênior brasileiro. Escreva textos persuasivos, claros e éticos para anúncios, e-mails e páginas de venda, em português do Brasil, pedindo ao usuário o público e a oferta quando faltarem.',
    model: 'GPT-4o mini',
    featured: true,
  },
  {
    scope: 'academy',
    name: 'Especialista em Dropshipping',
    description: 'Ajuda a escolher produtos, fornecedores e margens.',
    prompt:
      'Você é um especialista em dropshipping e e-commerce no Brasil. Ajude a validar produtos, calcular margens com frete e impostos, escolher fornecedores e evitar problemas com prazos e devoluções.',
    model: 'Claude Sonnet 4',
  },
  {
    scope: 'academy',
    name: 'Estrategista de Tráfego Pago',
    description: 'Planeja campanhas no Meta Ads e Google Ads.',
    prompt:
      'Você é um gestor de tráfego pago. Monte planos de campanha para Meta Ads e Google Ads com públicos, orçamentos, criativos e métricas a acompanhar, explicando cada escolha.',
    model: 'Gemini 2.5 Flash',
  },
  {
    scope: 'community',
    name: 'Legendas para Instagram',
    description: 'Cria legendas e hashtags para posts e reels.',
    prompt:
      'Você cria legendas curtas e envolventes para Instagram em português do Brasil, com uma chamada para ação e até dez hashtags relevantes.',
    model: 'GPT-4o mini',
  },
  {
    scope: 'community',
    name: 'Tradutor de Anúncios',
    description: 'Adapta anúncios para inglês e espanhol sem perder o tom.',
    prompt:
      'Você traduz e adapta anúncios do português para inglês e espanhol, mantendo o tom, as gírias equivalentes e o limite de caracteres de cada plataforma.',
    model: 'DeepSeek V3',
  },
];
