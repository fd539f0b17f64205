// The WHATWG URL classes are global in every runtime this package runs in (Node 20+, browsers), but
// the package compiles with neither the DOM's nor Node's types (lib ES2023, "types": []): the part
// of them it uses is declared here. The apps compile against their own, complete declarations.
declare class URLSearchParams {
  constructor(init?: Record<string, string>);
  get(name: string): string | null;
  toString(): string;
}

declare class URL {
  constructor(url: string, base?: string);
  static canParse(url: string, base?: string): boolean;
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  toString(): string;
  readonly searchParams: URLSearchParams;
}
