/** The invitation link the server's message carries (`/signup?sid=`), on the address the admin uses now. */
export function invitationLink(origin: string, sid: string): string {
  return new URL(`/signup?sid=${encodeURIComponent(sid)}`, origin).toString();
}

/** How the invitation went out: by mail or SMS, or not at all (the admin passes the link on). */
export function deliveryKind(deliveredBy: string): 'email' | 'sms' | 'manual' {
  if (deliveredBy === 'smtp') return 'email';
  if (deliveredBy === 'sms-http') return 'sms';
  // 'dev-outbox' (no mail or SMS provider configured) and 'none' (the send failed) reached nobody.
  return 'manual';
}
