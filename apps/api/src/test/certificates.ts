import { generateKeyPairSync } from 'node:crypto';
import { isIP } from 'node:net';
import forge from 'node-forge';

// Certificates of our own for tests: a CA standing in for Apple's WWDR or a public CA, and what it signs
// (a pass signer, a TLS server for a local stand-in of a provider).

/** An RSA key pair, with the forge forms that sign and go into certificates. */
export function rsaKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    forgePrivate: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    forgePublic: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
    privateKey,
  };
}

/**
 * A PEM certificate valid for 30 days: a CA (`ca: true`) or a leaf, which with `serverNames` is a TLS
 * server's (host names and IP addresses as subject alternative names).
 */
export function certificate(options: {
  serial: string;
  subject: forge.pki.CertificateField[];
  issuer: forge.pki.CertificateField[];
  publicKey: forge.pki.PublicKey;
  signWith: forge.pki.rsa.PrivateKey;
  ca: boolean;
  serverNames?: string[];
}) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = options.publicKey;
  cert.serialNumber = options.serial;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer);
  const server = options.serverNames
    ? [
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: options.serverNames.map((name) =>
            isIP(name) ? { type: 7, ip: name } : { type: 2, value: name },
          ),
        },
      ]
    : [];
  cert.setExtensions(
    options.ca
      ? [
          { name: 'basicConstraints', cA: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true },
        ]
      : [{ name: 'basicConstraints', cA: false }, { name: 'keyUsage', digitalSignature: true }, ...server],
  );
  cert.sign(options.signWith, forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}
