import type { AiCapability, AiProviderKind } from '@blivion/shared';

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

const TEXT: AiCapability[] = ['text'];
const CODE: AiCapability[] = ['text', 'code', 'analysis'];
const VISION: AiCapability[] = ['text', 'code', 'analysis', 'multimodal'];

export const DEMO_PROVIDERS: DemoProvider[] = [
  {
    // The academy's own models (the specification lets only these be deleted), served through OpenRouter.
    name: 'Adapta',
    kind: 'openai-compatible',
    baseUrl: 'https://openrouter.ai/api/v1',
    models: [
      { name: 'Adapta ONE', id: 'openai/gpt-4o', description: 'O modelo principal da academia, para textos, análises e estratégias.', capabilities: VISION, prices: [2500, 10000], context: 128_000, maxOutput: 16_384, images: true, featured: true },
      { name: 'Adapta Mini', id: 'openai/gpt-4o-mini', description: 'Versão rápida e econômica do Adapta para o dia a dia.', capabilities: CODE, prices: [150, 600], context: 128_000, maxOutput: 16_384, images: true, beta: true },
    ],
  },
  {
    name: 'OpenAI',
    kind: 'openai',
    baseUrl: null,
    models: [
      { name: 'GPT-4o', id: 'gpt-4o', description: 'Modelo multimodal da OpenAI para textos, código e imagens.', capabilities: VISION, prices: [2500, 10000], context: 128_000, maxOutput: 16_384, images: true, featured: true },
      { name: 'GPT-4o mini', id: 'gpt-4o-mini', description: 'Rápido e barato, bom para tarefas do dia a dia.', capabilities: VISION, prices: [150, 600], context: 128_000, maxOutput: 16_384, images: true },
      { name: 'GPT-4.1', id: 'gpt-4.1', description: 'Contexto longo e ótimo para seguir instruções e programar.', capabilities: VISION, prices: [2000, 8000], context: 1_047_576, maxOutput: 32_768, images: true },
      { name: 'o3-mini', id: 'o3-mini', description: 'Modelo de raciocínio para matemática, lógica e código.', capabilities: CODE, prices: [1100, 4400], context: 200_000, maxOutput: 100_000 },
      { name: 'DALL·E 3', id: 'dall-e-3', description: 'Gera imagens a partir de descrições em texto.', capabilities: ['images'], prices: [0, 0], context: 4000, maxOutput: 1, perImage: 40 },
    ],
  },
  {
    name: 'Anthropic',
    kind: 'anthropic',
    baseUrl: null,
    models: [
      { name: 'Claude Sonnet 4', id: 'claude-sonnet-4-20250514', description: 'Equilíbrio entre qualidade e velocidade para escrita e análise.', capabilities: VISION, prices: [3000, 15000], context: 200_000, maxOutput: 64_000, images: true, featured: true },
      { name: 'Claude 3.5 Haiku', id: 'claude-3-5-haiku-20241022', description: 'O Claude mais rápido, para respostas curtas.', capabilities: CODE, prices: [800, 4000], context: 200_000, maxOutput: 8192 },
      { name: 'Claude Opus 4', id: 'claude-opus-4-20250514', description: 'O mais capaz da Anthropic, para tarefas complexas.', capabilities: VISION, prices: [15000, 75000], context: 200_000, maxOutput: 32_000, images: true },
    ],
  },
  {
    name: 'Google',
    kind: 'google',
    baseUrl: null,
    models: [
      { name: 'Gemini 2.5 Pro', id: 'gemini-2.5-pro', description: 'Raciocínio avançado e contexto de um milhão de tokens.', capabilities: VISION, prices: [1250, 10000], context: 1_048_576, maxOutput: 65_536, images: true, featured: true },
      { name: 'Gemini 2.5 Flash', id: 'gemini-2.5-flash', description: 'Rápido e multimodal, com ótimo custo-benefício.', capabilities: VISION, prices: [300, 2500], context: 1_048_576, maxOutput: 65_536, images: true },
      { name: 'Gemini 2.0 Flash', id: 'gemini-2.0-flash', description: 'O Gemini mais econômico para tarefas simples.', capabilities: VISION, prices: [100, 400], context: 1_048_576, maxOutput: 8192, images: true },
    ],
  },
  {
    // Meta's Llama models through Groq's OpenAI-compatible API (Groq's prices).
    name: 'Meta',
    kind: 'openai-compatible',
    baseUrl: 'https://api.groq.com/openai/v1',
    models: [
      { name: 'Llama 3.3 70B', id: 'llama-3.3-70b-versatile', description: 'Modelo aberto da Meta, versátil e rápido.', capabilities: CODE, prices: [590, 790], context: 131_072, maxOutput: 32_768 },
      { name: 'Llama 4 Maverick', id: 'meta-llama/llama-4-maverick-17b-128e-instruct', description: 'A nova geração do Llama, multimodal.', capabilities: VISION, prices: [200, 600], context: 131_072, maxOutput: 8192, images: true, beta: true },
    ],
  },
  {
    name: 'Deepseek',
    kind: 'openai-compatible',
    baseUrl: 'https://api.deepseek.com/v1',
    models: [
      { name: 'DeepSeek V3', id: 'deepseek-chat', description: 'Modelo aberto forte em código e análise, de baixo custo.', capabilities: CODE, prices: [270, 1100], context: 64_000, maxOutput: 8192 },
      { name: 'DeepSeek R1', id: 'deepseek-reasoner', description: 'Raciocínio passo a passo para problemas difíceis.', capabilities: CODE, prices: [550, 2190], context: 64_000, maxOutput: 32_768 },
    ],
  },
  {
    name: 'Perplexity',
    kind: 'openai-compatible',
    baseUrl: 'https://api.perplexity.ai',
    models: [
      { name: 'Sonar', id: 'sonar', description: 'Respostas com pesquisa na web e fontes.', capabilities: ['text', 'analysis'], prices: [1000, 1000], context: 127_072, maxOutput: 8000 },
      { name: 'Sonar Pro', id: 'sonar-pro', description: 'Pesquisa na web mais profunda, para perguntas complexas.', capabilities: ['text', 'analysis'], prices: [3000, 15000], context: 200_000, maxOutput: 8000 },
    ],
  },
  {
    name: 'xAI',
    kind: 'openai-compatible',
    baseUrl: 'https://api.x.ai/v1',
    models: [
      { name: 'Grok 3', id: 'grok-3', description: 'O modelo principal da xAI, para escrita e análise.', capabilities: CODE, prices: [3000, 15000], context: 131_072, maxOutput: 16_384 },
      { name: 'Grok 3 mini', id: 'grok-3-mini', description: 'Versão leve do Grok, com raciocínio.', capabilities: CODE, prices: [300, 500], context: 131_072, maxOutput: 16_384, beta: true },
    ],
  },
  {
    name: 'Mistral AI',
    kind: 'openai-compatible',
    baseUrl: 'https://api.mistral.ai/v1',
    models: [
      { name: 'Mistral Large', id: 'mistral-large-latest', description: 'O modelo europeu mais capaz da Mistral.', capabilities: CODE, prices: [2000, 6000], context: 128_000, maxOutput: 8192 },
      { name: 'Mistral Small', id: 'mistral-small-latest', description: 'Rápido e econômico, com bom português.', capabilities: TEXT, prices: [100, 300], context: 128_000, maxOutput: 8192 },
      { name: 'Codestral', id: 'codestral-latest', description: 'Especialista em programação.', capabilities: ['text', 'code'], prices: [300, 900], context: 256_000, maxOutput: 8192 },
    ],
  },
  {
    // Stability's models through Together's OpenAI-compatible images endpoint; the price is Stability's own.
    name: 'Stability AI',
    kind: 'openai-compatible',
    baseUrl: 'https://api.together.xyz/v1',
    models: [
      { name: 'Stable Diffusion XL', id: 'stabilityai/stable-diffusion-xl-base-1.0', description: 'Imagens detalhadas a partir de texto.', capabilities: ['images'], prices: [0, 0], context: 4000, maxOutput: 1, perImage: 30 },
    ],
  },
];

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
  { scope: 'academy', name: 'Copywriter Blivion', description: 'Escreve anúncios, e-mails e páginas de venda que convertem.', prompt: 'Você é um copywriter sênior brasileiro. Escreva textos persuasivos, claros e éticos para anúncios, e-mails e páginas de venda, em português do Brasil, pedindo ao usuário o público e a oferta quando faltarem.', model: 'GPT-4o mini', featured: true },
  { scope: 'academy', name: 'Especialista em Dropshipping', description: 'Ajuda a escolher produtos, fornecedores e margens.', prompt: 'Você é um especialista em dropshipping e e-commerce no Brasil. Ajude a validar produtos, calcular margens com frete e impostos, escolher fornecedores e evitar problemas com prazos e devoluções.', model: 'Claude Sonnet 4' },
  { scope: 'academy', name: 'Estrategista de Tráfego Pago', description: 'Planeja campanhas no Meta Ads e Google Ads.', prompt: 'Você é um gestor de tráfego pago. Monte planos de campanha para Meta Ads e Google Ads com públicos, orçamentos, criativos e métricas a acompanhar, explicando cada escolha.', model: 'Gemini 2.5 Flash' },
  { scope: 'community', name: 'Legendas para Instagram', description: 'Cria legendas e hashtags para posts e reels.', prompt: 'Você cria legendas curtas e envolventes para Instagram em português do Brasil, com uma chamada para ação e até dez hashtags relevantes.', model: 'GPT-4o mini' },
  { scope: 'community', name: 'Tradutor de Anúncios', description: 'Adapta anúncios para inglês e espanhol sem perder o tom.', prompt: 'Você traduz e adapta anúncios do português para inglês e espanhol, mantendo o tom, as gírias equivalentes e o limite de caracteres de cada plataforma.', model: 'DeepSeek V3' },
];
