import type { PropertyStatus, Role } from '../gql/graphql';
import { adminPropertyMessages } from './adminPropertyMessages';

/** Texts of the back office (/app and /training-videos). Property screens: adminPropertyMessages.ts. */

export const roleLabels: Record<Role, string> = {
  BROKER: 'Corretor',
  LEADBROKER: 'Corretor Lider',
  ADMINBROKER: 'Corretor Administrador',
  ADMINISTRATIVE: 'Administrativo',
  CLIENT: 'Cliente',
  ADMIN: 'Administrador',
};

export const propertyStatusLabels: Record<PropertyStatus, string> = {
  IN_ANALYSIS: 'Em análise',
  APPROVED: 'Aprovado',
  REJECTED: 'Rejeitado',
};

export const adminMessages = {
  site: {
    title: (page: string) => `${page} | Painel da Imobiliária`,
    brand: 'Painel da Imobiliária',
    loading: 'Carregando...',
    skipToContent: 'Pular para o conteúdo',
  },
  login: {
    pageTitle: 'Entrar',
    title: 'Acesso ao painel',
    intro: 'Entre com o e-mail e a senha da sua conta da imobiliária.',
    email: 'E-mail',
    password: 'Senha',
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
    submit: 'Entrar',
    submitting: 'Entrando...',
    missingFields: 'Por favor, preencha todos os campos.',
    failure: 'Erro ao fazer login.',
    missingSession: 'Erro ao recuperar dados da empresa ou usuário.',
    /** Above the title when the agency has no company record. */
    agencyFallback: 'Imobiliária',
    forgotPassword: 'Esqueci minha senha',
  },
  /** 'Esqueci minha senha' and the page of the mailed link. */
  passwordReset: {
    requestTitle: 'Esqueci minha senha',
    requestIntro: 'Informe o e-mail da sua conta. Se ele for de alguém da equipe, enviaremos um link para criar uma nova senha.',
    email: 'E-mail',
    send: 'Enviar link',
    sending: 'Enviando...',
    emailRequired: 'Informe o e-mail da sua conta.',
    backToLogin: 'Voltar para o login',
    resetTitle: 'Criar uma nova senha',
    resetIntro: 'Escolha uma nova senha com pelo menos 6 caracteres. Ao salvar, você sai do sistema em todos os aparelhos.',
    password: 'Nova senha',
    confirmation: 'Confirme a nova senha',
    save: 'Salvar nova senha',
    saving: 'Salvando...',
    noToken: "Este endereço não traz o link completo. Abra o link do e-mail de novo ou peça outro em 'Esqueci minha senha'.",
    askAgain: 'Pedir outro link',
    signIn: 'Entrar com a nova senha',
    failure: 'Não foi possível falar com o servidor. Verifique a sua conexão e tente novamente.',
  },
  shell: {
    menu: 'Menu do painel',
    collapseMenu: 'Recolher o menu',
    expandMenu: 'Expandir o menu',
    alerts: (count: number) => (count === 0 ? 'Alertas' : count === 1 ? '1 alerta' : `${count} alertas`),
    alertsTitle: 'Alertas',
    noAlerts: 'Nenhum alerta.',
    awaitingAnalysis: (count: number) => (count === 1 ? '1 imóvel aguardando análise' : `${count} imóveis aguardando análise`),
    seeAwaiting: 'Ver todos em análise',
    userMenu: (name: string) => `Menu de ${name}`,
    greeting: (firstName: string) => `Olá, ${firstName}`,
    role: (label: string) => `Perfil: ${label}`,
    myProfile: 'Meu perfil',
    signOut: 'Sair',
    entries: {
      home: 'Home',
      imoveis: 'Imóveis',
      portais: 'Portais',
      leads: 'Leads',
      desempenho: 'Desempenho',
      clientes: 'Clientes',
      corretores: 'Corretores',
      videos: 'Vídeos',
      'modelos-documento': 'Modelos de Documento',
      usuarios: 'Usuários',
      empresa: 'Empresa',
      feriados: 'Feriados',
      auditoria: 'Auditoria',
      privacidade: 'Privacidade',
    },
  },
  access: {
    title: 'Sem permissão',
    description: 'Você não tem permissão para acessar esta página. Fale com o administrador se precisar deste acesso.',
    backHome: 'Voltar para a Home',
  },
  dashboard: {
    pageTitle: 'Home',
    welcome: (firstName: string) => `Bem-vindo(a), ${firstName}!`,
    videosTitle: 'Treinamentos e Comunicados',
    seeAll: 'Ver todos',
    noVideos: 'Nenhum vídeo disponível no momento.',
    videosLoadError: 'Ocorreu um erro ao carregar os vídeos.',
  },
  common: {
    cancel: 'Cancelar',
    save: 'Salvar',
    back: 'Voltar',
    active: 'Ativo',
    inactive: 'Desativado',
    required: '(obrigatório)',
    loadError: 'Ocorreu um erro ao carregar os dados.',
  },
  properties: adminPropertyMessages,
} as const;
