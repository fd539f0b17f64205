/** What a fake platform's delivery got back from our server. */
export interface DeliveryResult {
  status: number;
  body: string;
}

/** POSTs a body over loopback as a platform's webhook dispatcher does (no cookies, no Origin). */
export async function post(url: string, body: string, headers: Record<string, string> = {}): Promise<DeliveryResult> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'fake-platform-webhook/1.0', ...headers },
    body,
  });
  return { status: response.status, body: await response.text() };
}

/** A buyer and a product, as every fake platform describes a sale. */
export interface FakeSale {
  /** The platform's transaction or order id. */
  transaction: string;
  product: { id: string; name: string; ucode?: string };
  buyer: { email: string; name: string };
  /** The subscription (Hotmart's subscriber code, Kiwify's subscription_id), for a recurring product. */
  subscription?: string;
  price?: number;
}
