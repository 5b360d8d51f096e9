// The device's self-signed certificate, made fresh at each start (browsers must accept it once,
// exactly as staff do with the real printer's HTTPS port).
import { generate } from "selfsigned";

export async function selfSignedCertificate(host: string): Promise<{ key: string; cert: string }> {
  const ip = /^[\d.]+$/.test(host) || host.includes(":");
  const pems = await generate([{ name: "commonName", value: host }], {
    notAfterDate: new Date(Date.now() + 365 * 24 * 3600 * 1000),
    keySize: 2048,
    extensions: [
      { name: "basicConstraints", cA: false },
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          ip ? { type: 7, ip: host } : { type: 2, value: host },
          { type: 7, ip: "127.0.0.1" },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
