/**
 * The privacy notice (`/privacidade`), in a module of its own so that its text ships only with that page.
 *
 * Whoever sends a public form accepts the version of this text their page showed, and the API stores that version
 * with the form's record. Changing anything the notice says here therefore needs a new version in
 * `shared/privacy-notice.ts` (PRIVACY_NOTICE_VERSIONS, named by the day the new text takes effect); otherwise a
 * stored consent would point at a text that no longer exists as it was accepted.
 */
export const privacyMessages = {
  pageTitle: 'Aviso de Privacidade',
  description:
    'Como tratamos os dados enviados pelo site: o que cada formulário coleta, para quê, por quanto tempo e como exercer seus direitos pela LGPD.',
  version: (day: string) => `Versão de ${day}`,
  intro:
    'Este aviso explica, de forma simples, como tratamos os dados pessoais que você envia pelo site, de acordo com a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).',
  controller: {
    title: 'Quem cuida dos seus dados',
    withDocument: (agency: string, cnpj: string) =>
      `${agency}, inscrita no CNPJ ${cnpj}, é a controladora dos dados pessoais tratados por este site.`,
    withoutDocument: (agency: string) => `${agency} é a controladora dos dados pessoais tratados por este site.`,
    address: 'Endereço',
    email: 'E-mail',
    phone: 'Telefone',
    whatsapp: 'WhatsApp',
    phoneAndWhatsapp: 'Telefone e WhatsApp',
  },
  collected: {
    title: 'Quais dados coletamos',
    contactTitle: 'Formulário de contato',
    contact: 'Seu nome, e-mail e telefone, o assunto de interesse (se você escolher um) e a sua mensagem.',
    registrationTitle: 'Cadastro de imóvel',
    registration:
      'Seu nome, telefone e e-mail de contato, os dados do imóvel (tipo, endereço, valores, cômodos, áreas e características) e as fotos que você enviar.',
    chatTitle: 'Botões de conversa pelo WhatsApp',
    chat: 'Quando você clica em um botão de conversa, registramos apenas a página e o imóvel de onde veio o clique. Esse registro não guarda nenhum dado pessoal.',
  },
  purposes: {
    title: 'Para que usamos os dados',
    items: [
      'Responder à sua mensagem e entrar em contato com você.',
      'Prestar o atendimento de corretagem: apresentar imóveis, agendar visitas e acompanhar a negociação.',
      'Analisar o imóvel cadastrado e, se aprovado, publicar o anúncio no site e nos portais imobiliários.',
    ],
  },
  legalBases: {
    title: 'Bases legais',
    intro: 'Tratamos os seus dados com base na LGPD, art. 7º:',
    items: [
      'Consentimento (inciso I): ao enviar um formulário, você concorda com este aviso.',
      'Procedimentos preliminares de um contrato, a seu pedido (inciso V): o atendimento que você pediu para comprar, alugar, vender ou anunciar um imóvel.',
    ],
  },
  sharing: {
    title: 'Quem tem acesso aos dados',
    items: [
      'Somente a equipe da imobiliária, cada pessoa com o acesso que a sua função exige.',
      'Os portais imobiliários recebem apenas o anúncio do imóvel (descrição, valores e fotos), nunca o seu nome, telefone ou e-mail.',
    ],
  },
  retention: {
    title: 'Por quanto tempo guardamos',
    items: [
      'Os contatos que nunca se tornaram clientes são anonimizados ao fim do prazo de guarda definido pela imobiliária.',
      'As mensagens do formulário de contato seguem o mesmo prazo.',
      'Os dados de clientes ficam guardados enquanto durar a relação com a imobiliária.',
    ],
  },
  consentRecord: {
    title: 'Endereço IP e registro do aceite',
    text: 'Com cada formulário enviado, guardamos a versão deste aviso que a página mostrava, a data e a hora do envio e o endereço IP de onde ele partiu. Usamos esse registro para a segurança do site, contra envios abusivos, e como prova do seu aceite.',
  },
  rights: {
    title: 'Seus direitos',
    intro: 'Pela LGPD, art. 18, você pode pedir a qualquer momento:',
    items: [
      'a confirmação de que tratamos os seus dados;',
      'o acesso aos seus dados;',
      'a correção de dados incompletos, inexatos ou desatualizados;',
      'a anonimização, o bloqueio ou a eliminação de dados desnecessários ou excessivos, e a eliminação dos dados tratados com o seu consentimento;',
      'a portabilidade dos seus dados a outro fornecedor;',
      'a informação sobre com quem compartilhamos os seus dados;',
      'a revogação do seu consentimento.',
    ],
  },
  requests: {
    title: 'Como fazer um pedido',
    intro:
      'Para exercer os seus direitos ou tirar dúvidas sobre este aviso, fale com o canal do encarregado pelo tratamento de dados pessoais da imobiliária:',
    noChannel: 'Fale com a imobiliária pelos contatos que aparecem no rodapé desta página.',
    authority: 'Você também pode apresentar uma reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
  },
  changes: {
    title: 'Mudanças neste aviso',
    text: 'Quando este aviso mudar, a nova versão será publicada nesta página, com a sua data. Cada formulário enviado fica ligado à versão que você aceitou.',
  },
} as const;
