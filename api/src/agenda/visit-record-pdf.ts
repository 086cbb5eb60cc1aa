import PDFDocument from 'pdfkit';

/** What a 'ficha de visita' shows, every text already written in pt-BR. */
export interface VisitRecordData {
  /** The CRECI with its name: 'CRECI-SP 1234-J'. */
  /** The CNPJ formatted, the CRECI with its name ('CRECI-SP 1234-J'). */
  agency: { name: string; cnpj: string; creci: string };
  broker: { name: string; creci: string | null };
  client: { name: string; phone: string; email: string | null };
  property: { code: string; address: string };
  /** 'sábado, 5 de dezembro de 2026, das 10:00 às 11:00'. */
  when: string;
  /** 'Confirmada', 'Realizada'… */
  status: string;
  /** 'Cliente compareceu; interesse 4 de 5. Gostou da varanda.', or null before it is recorded. */
  outcome: string | null;
  /** 'Confirmado pelo visitante em 05/12/2026 às 11:20, do endereço 203.0.113.9', or the line saying it was not. */
  visitorConfirmation: string;
  /** 'Gerada em 05/12/2026 às 11:32 por Ana Souza'. */
  generated: string;
}

const MARGIN = 56;
const GREY = '#555555';

/** A label in bold and its value on one line, as the form's fields read. */
function field(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font('Helvetica-Bold').fillColor('black').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
}

function section(doc: PDFKit.PDFDocument, title: string): void {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('black').text(title.toUpperCase()).fontSize(10.5).moveDown(0.2);
}

/** A line to sign on, with the signer's name under it, at `x` on the current line. */
function signatureLine(doc: PDFKit.PDFDocument, x: number, y: number, width: number, signer: string): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.7)
    .strokeColor('black')
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor('black')
    .text(signer, x, y + 5, { width, align: 'center' });
}

/**
 * The 'ficha de visita' as a one-page A4 PDF: the agency, the broker, the client, the property, the visit's time, its
 * status and outcome, the visitor's own confirmation, and a line for the broker's and the client's signatures. Written
 * with pdfkit's standard Helvetica (WinAnsi: every Portuguese accent), so no font file is embedded. Pure: data in,
 * bytes out.
 */
export function visitRecordPdf(data: VisitRecordData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Ficha de visita — ${data.property.code}`, Author: data.agency.name, Subject: data.when },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text('Ficha de visita', { align: 'center' }).moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(data.agency.name, { align: 'center' });
  doc.text(`CNPJ ${data.agency.cnpj} · ${data.agency.creci}`, { align: 'center' }).fontSize(10.5);

  section(doc, 'Corretor');
  field(doc, 'Nome', data.broker.name);
  field(doc, 'CRECI', data.broker.creci ?? 'não informado');
  section(doc, 'Cliente');
  field(doc, 'Nome', data.client.name);
  field(doc, 'Telefone', data.client.phone);
  if (data.client.email !== null) field(doc, 'E-mail', data.client.email);
  section(doc, 'Imóvel');
  field(doc, 'Código', data.property.code);
  field(doc, 'Endereço', data.property.address);
  section(doc, 'Visita');
  field(doc, 'Data e horário', data.when);
  field(doc, 'Situação', data.status);
  if (data.outcome !== null) field(doc, 'Resultado', data.outcome);
  section(doc, 'Confirmação do cliente');
  doc.font('Helvetica').text(data.visitorConfirmation);

  const width = (doc.page.width - 2 * MARGIN - 40) / 2;
  const y = doc.y + 70;
  signatureLine(doc, MARGIN, y, width, `${data.broker.name} (corretor)`);
  signatureLine(doc, MARGIN + width + 40, y, width, `${data.client.name} (cliente)`);
  doc
    .fontSize(8.5)
    .fillColor(GREY)
    .text(data.generated, MARGIN, y + 40, { width: doc.page.width - 2 * MARGIN, align: 'center' });
  doc.end();
  return done;
}
