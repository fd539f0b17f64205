import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';

/**
 * The languages a reply's code is highlighted in (decision 0053): what the academy's members write
 * (web pages, scripts, data, queries). Loaded with the first code block, never with the page.
 * Aliases (ts, js, py, sh, html...) come with each grammar.
 */
export const lowlight = createLowlight({
  bash,
  css,
  go,
  java,
  javascript,
  json,
  markdown,
  php,
  python,
  sql,
  typescript,
  xml,
  yaml,
});
