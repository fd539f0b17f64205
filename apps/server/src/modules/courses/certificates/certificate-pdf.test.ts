import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type CertificateLines, renderCertificatePdf } from './certificate-pdf.js';

function lines(memberName: string, courseTitle: string): CertificateLines {
  return {
    academyName: 'Academia Blivion',
    title: 'Certificado de Conclusão',
    intro: 'Certificamos que',
    memberName,
    completedCourse: 'concluiu o curso',
    courseTitle,
    details: 'com carga horária de 3 horas, em 29 de novembro de 2026.',
    codeLine: 'Código de verificação: ABCD-EFGH-JKMN',
    verifyLine: 'Verifique em http://localhost:3000/certificados/ABCD-EFGH-JKMN',
    documentTitle: 'Certificado de conclusão',
  };
}

async function textOf(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('certificate PDF', () => {
  it('prints each document’s own glyphs when the fonts are parsed once for all of them', async () => {
    // Different letters in each: a subset made from the shared parsed font must hold exactly its own.
    const [first, second] = await Promise.all([
      renderCertificatePdf(lines('Joaquim Übermann Ñúñez', 'Vídeos Çurtos'), null),
      renderCertificatePdf(lines('Zé Quíxote Wöhler', 'Tráfego Ágil'), null),
    ]);
    const third = await renderCertificatePdf(lines('Ana Lúcia Gonçalves', 'Edição de Vídeos'), null);
    expect(await textOf(first)).toContain('Joaquim Übermann Ñúñez');
    expect(await textOf(first)).toContain('Vídeos Çurtos');
    expect(await textOf(second)).toContain('Zé Quíxote Wöhler');
    expect(await textOf(second)).toContain('Tráfego Ágil');
    expect(await textOf(third)).toContain('Ana Lúcia Gonçalves');
    expect(await textOf(third)).not.toContain('Joaquim');
  });
});
