import type { HelpCategory, Locale } from '@biocloud/contracts';

/** The help centre's first pages, seeded with the demo data; staff edit them afterwards (help-pages.ts). */
export interface SeedHelpPage {
  category: HelpCategory;
  title: string;
  body: string;
}

const zh: SeedHelpPage[] = [
  {
    category: 'start',
    title: '平台快速入门指南',
    body: '<p>登录后先进入<strong>工作台</strong>，这里汇总了您的项目进度、最新消息和常用应用。</p><ol><li>在“我的数据”中上传测序数据；</li><li>在应用中心选择分析应用或小工具；</li><li>提交任务后在“我的任务”中查看进度与结果。</li></ol><p>遇到问题可以随时点击右下角的在线客服或提交建议。</p>',
  },
  {
    category: 'start',
    title: '账号注册与登录说明',
    body: '<p>使用手机号或邮箱注册账号，注册时需要填写验证码。登录支持用户名密码、手机验证码和微信扫码三种方式。</p><p>连续多次输入错误密码后账号会被暂时锁定，请稍后再试或通过“忘记密码”重置。</p>',
  },
  {
    category: 'data',
    title: '如何上传测序数据文件',
    body: '<p>进入“我的数据”，选择目标文件夹后点击<strong>上传</strong>。普通上传单个文件不超过 200M；更大的文件（如 FASTQ、BAM）会自动使用断点续传，网络中断后可以从中断处继续。</p><p>文件名只能包含数字、字母、下划线、点和连字符。上传完成后平台会校验文件格式并计算 sha256。</p>',
  },
  {
    category: 'data',
    title: '通过 FTP 批量传输大文件',
    body: '<p>在数据页面打开“FTP 传输”，生成专属的 FTP 账号和密码，然后用 FileZilla 等客户端连接。FTP 适合一次传输大量下机数据，传输完成的文件会出现在您的私有目录中。</p>',
  },
  {
    category: 'data',
    title: '下载与打包结果文件',
    body: '<p>勾选一个或多个文件后点击<strong>下载</strong>。多个文件会打包为 zip 流式下载；超过 1G 的文件建议使用对象存储或 FTP 方式下载，速度更快也更稳定。</p>',
  },
  {
    category: 'data',
    title: '在线预览表格和序列文件',
    body: '<p>点击文件名即可在线预览。文本、FASTA、FASTQ、VCF 等格式按页显示，表格文件以表格形式展示，图片和 PDF 在浮层中打开；基因组文件可以在基因组浏览器中查看。</p>',
  },
  {
    category: 'tools',
    title: '使用小工具运行序列比对',
    body: '<p>在应用中心打开“小工具”，选择 minimap2 或 BLAST 等比对工具，选择输入文件和参考序列，设置参数后提交。参数表单会检查每个取值的范围，提交后可以在任务列表中跟踪。</p>',
  },
  {
    category: 'tools',
    title: '绘制热图与箱线图',
    body: '<p>绘图工具支持热图、箱线图、散点图、柱状图和饼图。上传或选择一个表格文件，选择行列和配色后即可生成图片，结果可以导出为 PNG、SVG 或 PDF。</p>',
  },
  {
    category: 'tools',
    title: '医学与农学分析应用介绍',
    body: '<p>分析应用由多个工具步骤组成，例如质控、比对、变异检测和注释。每次运行会生成一个计算任务，可以暂停、继续或终止，完成后生成分析报告。</p>',
  },
  {
    category: 'jobs',
    title: '查看任务运行日志与状态',
    body: '<p>在“我的任务”中点击任务名称进入详情页。日志会实时更新，状态包括等待、运行中、已完成、失败和已终止。任务失败时请先查看日志最后几行的错误原因。</p>',
  },
  {
    category: 'jobs',
    title: '任务失败的常见原因',
    body: '<p>常见原因包括：输入文件格式不正确、压缩文件损坏、参考基因组没有索引、内存不足被系统终止。修正后可以使用“重新运行”以相同参数再次提交。</p>',
  },
  {
    category: 'projects',
    title: '将项目共享给团队成员',
    body: '<p>项目负责人可以在项目设置中添加成员，成员可以查看项目数据和报告。移除成员后对方将无法再访问该项目。</p>',
  },
  {
    category: 'projects',
    title: '查看项目进度与分析报告',
    body: '<p>服务项目的每个阶段（样品接收、样品质检、文库构建、上机测序、数据分析）完成后都会通知您。报告生成后可以在线阅读或下载，也可以针对结果提出定制分析需求。</p>',
  },
  {
    category: 'account',
    title: '修改个人资料和密码',
    body: '<p>点击右上角头像进入个人中心，可以修改姓名、单位、研究方向和头像。在账号安全中可以修改密码、绑定手机号、邮箱或微信。</p>',
  },
  {
    category: 'account',
    title: '消息通知设置',
    body: '<p>任务结束、报告送达、样品状态变化时平台会发送站内消息。可以在设置中打开邮件通知，未读消息数显示在页面顶部。</p>',
  },
];

const en: SeedHelpPage[] = [
  {
    category: 'start',
    title: 'Getting started with the console',
    body: '<p>After logging in you land on the <strong>dashboard</strong>: project progress, latest messages and your apps.</p><ol><li>Upload sequencing data in My data;</li><li>pick an analysis app or a small tool in the app center;</li><li>follow the job and its results in My jobs.</li></ol>',
  },
  {
    category: 'start',
    title: 'Creating an account and logging in',
    body: '<p>Register with a phone number or an e-mail address and the code sent to it. Log in with your password, a phone code or WeChat. Too many wrong passwords lock the account for a while.</p>',
  },
  {
    category: 'data',
    title: 'Uploading sequencing files',
    body: '<p>Open My data, choose a folder and press <strong>Upload</strong>. Plain uploads take files up to 200M; larger files such as FASTQ or BAM resume after a broken connection. Names may hold digits, letters, underscore, dot and hyphen.</p>',
  },
  {
    category: 'data',
    title: 'Transferring large data over FTP',
    body: '<p>Open FTP transfer on the data page to get an FTP account and password, then connect with a client such as FileZilla. Files you send appear in your private folder.</p>',
  },
  {
    category: 'data',
    title: 'Downloading and packaging results',
    body: '<p>Select files and press <strong>Download</strong>: several files stream as one zip. For files over 1G use object storage or FTP, which are faster and resume.</p>',
  },
  {
    category: 'data',
    title: 'Previewing tables and sequence files',
    body: '<p>Click a file name to preview it: text, FASTA, FASTQ and VCF page by page, tables as a grid, images and PDF in an overlay, genome files in the genome viewer.</p>',
  },
  {
    category: 'tools',
    title: 'Running a sequence alignment tool',
    body: '<p>In the app center open Small tools, pick minimap2 or BLAST, choose the input reads and the reference, set the parameters and submit. Each value is checked against its limits.</p>',
  },
  {
    category: 'tools',
    title: 'Drawing heatmaps and box plots',
    body: '<p>The drawing tools make heatmaps, box plots, scatter plots, bar charts and pie charts from a table file; export the chart as PNG, SVG or PDF.</p>',
  },
  {
    category: 'tools',
    title: 'Medical and agriculture analysis apps',
    body: '<p>An app chains tool steps such as quality control, alignment, variant calling and annotation. Each run is a compute job you can pause, resume or stop; finished runs produce a report.</p>',
  },
  {
    category: 'jobs',
    title: 'Reading job logs and status',
    body: '<p>Open a job from My jobs to see its live log and status: waiting, running, finished, failed or stopped. When a job fails, read the last lines of its log first.</p>',
  },
  {
    category: 'jobs',
    title: 'Why a job failed',
    body: '<p>Common causes: an input in the wrong format, a damaged gzip file, a reference genome without index, or the job killed for using too much memory. Fix the cause and rerun with the same parameters.</p>',
  },
  {
    category: 'projects',
    title: 'Sharing a project with your team',
    body: '<p>The project owner adds members in the project settings; members see the project data and reports. A removed member loses access at once.</p>',
  },
  {
    category: 'projects',
    title: 'Following project progress and reports',
    body: '<p>Each stage of a service project (samples received, sample QC, library construction, sequencing, analysis) notifies you when done. Read or download the report, and ask for custom analysis.</p>',
  },
  {
    category: 'account',
    title: 'Changing your profile and password',
    body: '<p>Open your user center from the avatar to edit your name, organization, research field and photo. Account security changes the password and binds a phone, e-mail or WeChat.</p>',
  },
  {
    category: 'account',
    title: 'Message notifications',
    body: '<p>The console sends a message when a job ends, a report arrives or a sample changes state; turn on e-mail notifications in the settings. The unread count shows in the header.</p>',
  },
];

export const SEED_HELP_PAGES: Record<Locale, SeedHelpPage[]> = { zh, en };
