import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/** The four providers Lantern signs in with; each is a client of this one issuer in tests. */
const PROVIDERS = ['google', 'clever', 'classlink', 'auth0'] as const;
type ProviderName = (typeof PROVIDERS)[number];

/** What the provider says about someone who signs in with `login`. */
export interface FakeAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
}

export interface FakeOidcProvider {
  issuer: string;
  /** Set before a sign-in to say who `login` is; anyone else is `{ sub: login, email: login, verified }`. */
  accounts: Map<string, FakeAccount>;
  /** The SSO_* variables that point Lantern's four providers at this issuer. */
  env: Record<string, string>;
  /** An access token for `login` issued to the provider's client, as Auth0 would give the app itself. */
  accessTokenFor(login: string, provider: ProviderName): Promise<string>;
  close(): Promise<void>;
}

const clientId = (provider: ProviderName) => `lantern-${provider}`;
const clientSecret = (provider: ProviderName) => `secret-of-${provider}-${'x'.repeat(16)}`;

function accountOf(accounts: Map<string, FakeAccount>, login: string): FakeAccount {
  return (
    accounts.get(login) ?? {
      sub: `subject-${login}`,
      ...(login.includes('@') ? { email: login, email_verified: true } : {}),
    }
  );
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The provider's sign-in page: one field, as a school's identity provider asks for its own account. */
function signInPage(uid: string, clientName: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body><main><h1>Sign in to continue to ${escape(clientName)}</h1>
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="login">Email or username</label> <input id="login" name="login" autocomplete="username" required>
<button type="submit">Continue</button></form></main></body></html>`;
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID provider (panva's oidc-provider, the certified one) on a random local port, with a
 * client for each of Lantern's providers whose redirect URI is `{publicUrl}/api/auth/sso/{p}/callback`.
 * Its sign-in page takes any login; consent is given without asking, as a school's provider does
 * for the apps the school set up.
 */
export async function startFakeOidcProvider(options: { publicUrl: string }): Promise<FakeOidcProvider> {
  const accounts = new Map<string, FakeAccount>();
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'test-signing-key',
    use: 'sig',
    alg: 'RS256',
  };

  const configuration: Configuration = {
    clients: PROVIDERS.map((provider) => ({
      client_id: clientId(provider),
      client_secret: clientSecret(provider),
      client_name: `Lantern (${provider})`,
      redirect_uris: [`${options.publicUrl}/api/auth/sso/${provider}/callback`],
      post_logout_redirect_uris: [`${options.publicUrl}/login/student`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: provider === 'clever' ? 'client_secret_basic' : 'client_secret_post',
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const account = accountOf(accounts, id);
      return { accountId: id, claims: () => ({ ...account }) };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const client = ctx.oidc.client;
      const accountId = ctx.oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    const interaction = /^\/interaction\/([^/]+)(\/login)?$/.exec(path);
    if (!interaction) return void handle(request, response);
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        if (request.method === 'POST' && interaction[2]) {
          const login = (await formBody(request)).get('login')?.trim() ?? '';
          if (!login) throw new Error('no login');
          await provider.interactionFinished(
            request,
            response,
            { login: { accountId: login } },
            {
              mergeWithLastSubmission: false,
            },
          );
          return;
        }
        const client = await provider.Client.find(String(details.params.client_id));
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(signInPage(details.uid, client?.clientName ?? 'the application'));
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : 'bad interaction');
      }
    })();
  });

  const env = Object.fromEntries(
    PROVIDERS.flatMap((name) => {
      const prefix = `SSO_${name.toUpperCase()}`;
      return [
        [`${prefix}_ISSUER`, issuer],
        [`${prefix}_CLIENT_ID`, clientId(name)],
        [`${prefix}_CLIENT_SECRET`, clientSecret(name)],
      ];
    }),
  );

  return {
    issuer,
    accounts,
    env,
    async accessTokenFor(login, name) {
      const client = await provider.Client.find(clientId(name));
      if (!client) throw new Error(`no client for ${name}`);
      const grant = new provider.Grant({ clientId: client.clientId, accountId: login });
      grant.addOIDCScope('openid email');
      const grantId = await grant.save();
      const token = new provider.AccessToken({
        accountId: login,
        client,
        grantId,
        scope: 'openid email',
        gty: 'authorization_code',
      });
      return token.save();
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
