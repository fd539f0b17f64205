import type { DemoProvider } from './demo-catalogue.js';
import { CODE, TEXT, VISION, m } from './demo-model-helpers.js';

/** Meta, Deepseek, Perplexity, xAI, Mistral AI and Stability AI, through OpenAI-compatible APIs (decision 0037). */
export const OTHER_PROVIDERS: DemoProvider[] = [
  {
    // Meta's Llama models through Groq's OpenAI-compatible API (Groq's prices).
    name: 'Meta',
    kind: 'openai-compatible',
    baseUrl: 'https://api.groq.com/openai/v1',
    models: [
      m(
        'Llama 3.3 70B',
        'llama-3.3-70b-versatile',
        'Modelo aberto da Meta, versátil e rápido.',
        CODE,
        [590, 790],
        131_072,
        32_768,
      ),
      m(
        'Llama 4 Maverick',
        'meta-llama/llama-4-maverick-17b-128e-instruct',
        'A nova geração do Llama, multimodal.',
        VISION,
        [200, 600],
        131_072,
        8192,
        { images: true, beta: true },
      ),
    ],
  },
  {
    name: 'Deepseek',
    kind: 'openai-compatible',
    baseUrl: 'https://api.deepseek.com/v1',
    models: [
      m(
        'DeepSeek V3',
        'deepseek-chat',
        'Modelo aberto forte em código e análise, de baixo custo.',
        CODE,
        [270, 1100],
        64_000,
        8192,
      ),
      m(
        'DeepSeek R1',
        'deepseek-reasoner',
        'Raciocínio passo a passo para problemas difíceis.',
        CODE,
        [550, 2190],
        64_000,
        32_768,
      ),
    ],
  },
  {
    name: 'Perplexity',
    kind: 'openai-compatible',
    baseUrl: 'https://api.perplexity.ai',
    models: [
      m('Sonar', 'sonar', 'Respostas com pesquisa na web e fontes.', ['text', 'analysis'], [1000, 1000], 127_072, 8000),
      m(
        'Sonar Pro',
        'sonar-pro',
        'Pesquisa na web mais profunda, para perguntas complexas.',
        ['text', 'analysis'],
        [3000, 15000],
        200_000,
        8000,
      ),
    ],
  },
  {
    name: 'xAI',
    kind: 'openai-compatible',
    baseUrl: 'https://api.x.ai/v1',
    models: [
      m('Grok 3', 'grok-3', 'O modelo principal da xAI, para escrita e análise.', CODE, [3000, 15000], 131_072, 16_384),
      m('Grok 3 mini', 'grok-3-mini', 'Versão leve do Grok, com raciocínio.', CODE, [300, 500], 131_072, 16_384, {
        beta: true,
      }),
    ],
  },
  {
    name: 'Mistral AI',
    kind: 'openai-compatible',
    baseUrl: 'https://api.mistral.ai/v1',
    models: [
      m(
        'Mistral Large',
        'mistral-large-latest',
        'O modelo europeu mais capaz da Mistral.',
        CODE,
        [2000, 6000],
        128_000,
        8192,
      ),
      m(
        'Mistral Small',
        'mistral-small-latest',
        'Rápido e econômico, com bom português.',
        TEXT,
        [100, 300],
        128_000,
        8192,
      ),
      m('Codestral', 'codestral-latest', 'Especialista em programação.', ['text', 'code'], [300, 900], 256_000, 8192),
    ],
  },
  {
    // Stability's models through Together's OpenAI-compatible images endpoint; the price is Stability's own.
    name: 'Stability AI',
    kind: 'openai-compatible',
    baseUrl: 'https://api.together.xyz/v1',
    models: [
      m(
        'Stable Diffusion XL',
        'stabilityai/stable-diffusion-xl-base-1.0',
        'Imagens detalhadas a partir de texto.',
        ['images'],
        [0, 0],
        4000,
        1,
        { perImage: 30 },
      ),
    ],
  },
];
