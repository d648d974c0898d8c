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
    body: '<p>在数据页面打开“FTP 传输”，生成专属的 FTP 账号和密码，然后用 FileZilla 等客户端连接。FTP 适合一次上传大量下机数据文件，传输完成的文件会出现在您的私有目录中。</p>',
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
  {
    category: 'samples',
    title: '样本寄送与包装须知',
    body: '<p>样本寄送前请先在“我的样本”中创建样本并提交样本信息单，打印（PDF）签字后随样本一同寄出。样本详情页和“寄送”对话框中的“如何包装寄送”说明了实验室收样地址和收样时间。</p><ol><li>在每支样本管上写明与信息单一致的样本名称，用封口膜封好管盖；</li><li>DNA、RNA 使用干冰或冰袋置于泡沫箱中寄送，组织样本使用干冰，样本管直立放于管架或自封袋内；</li><li>请于周一至周四寄出，避免包裹在周末滞留；</li><li>寄出后在样本的“寄送”对话框中选择物流公司并填写快递单号。</li></ol><p>实验室签收后样本状态变为“已签收”，检测开始、出具报告时您都会收到站内消息，检测报告可以在样本的“检测报告”页面下载。</p>',
  },
  {
    category: 'samples',
    title: '填写样本信息单',
    body: '<p>样本信息单告诉实验室寄来的是什么样本、需要做什么检测。在“我的样本”中打开样本的信息单，依次填写合同信息、样本概况和样本明细（每管一行：样本名称、浓度、文库类型等）。</p><p>填写过程中可以点击“保存”，确认无误后点击“提交到实验室”；提交后信息单变为只读，如需修改请先撤回。常用的明细行可以“保存为模板”，新建信息单时“从模板开始”。</p>',
  },
  {
    category: 'samples',
    title: '使用导入模板批量填写样本明细',
    body: '<p>样本较多时，在样本信息列表中点击“从表格导入”，先“下载模板”（Excel .xlsx），按模板每管填写一行，下拉选项列出了可选的取值。</p><p>选择填好的文件后，平台会一次检查所有行：只要有一行有误就不会导入任何内容，并列出每个问题所在的行、列和原因，还可以“下载已标出问题的表格”，修正后重新导入。</p>',
  },
  {
    category: 'beans',
    title: '云豆是什么，如何获得和使用',
    body: '<p>云豆是平台的奖励积分。完成服务项目的满意度调查可以获得 1000 云豆。</p><p>云豆可以用于支付部分工具的运行费用：工具页面会标明每次运行的价格，免费的工具标为“免费”，有些工具不接受云豆支付。菜单中的“云豆”用于查看云豆余额和明细，“云豆介绍”说明获得和使用的规则。</p>',
  },
  {
    category: 'beans',
    title: '套餐与套餐升级',
    body: '<p>套餐决定您在平台上可以使用的服务等级。菜单中的“套餐”页面显示您当前的套餐和各套餐等级的对比表，可以在那里选择升级。</p>',
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
  {
    category: 'samples',
    title: 'Packing and sending samples',
    body: "<p>Before you send a sample, create it in My samples and submit its information sheet; print the sheet (PDF), sign it and send it with the sample. How to pack and send, on the sample's page and in its Send dialog, gives the lab's receiving address and hours.</p><ol><li>Write each sample name on its tube exactly as in the sheet and seal the caps;</li><li>send DNA and RNA on dry ice or ice packs in a foam box, tissue on dry ice, tubes upright in a rack or a sealed bag;</li><li>ship Monday to Thursday so the parcel does not wait over a weekend;</li><li>then choose the logistics company and enter the courier number in the sample's Send dialog.</li></ol><p>When the lab receives the sample its status becomes Received; you get a message when testing starts and when the report is ready, and download the report on the sample's test report page.</p>",
  },
  {
    category: 'samples',
    title: 'Filling in the sample information sheet',
    body: "<p>The information sheet tells the lab what you send and what to test. Open the sample's sheet in My samples and fill in the contract information, the sample overview and the sample details (one row per tube: name, concentration, library type...).</p><p>Save as you go, and submit to the lab when it is complete; a submitted sheet is read-only until you take it back. Rows you use often can be saved as a template and a new sheet can start from it.</p>",
  },
  {
    category: 'samples',
    title: 'Importing sample rows from the template',
    body: '<p>For many samples, press Import from spreadsheet on the sample information page and download the template (Excel .xlsx): one row per tube, with drop-down lists of the allowed values.</p><p>When you choose the filled file, every row is checked at once: if one row is wrong nothing is imported, and each problem is listed with its row, column and reason. Download the sheet with the problems marked, fix them and import again.</p>',
  },
  {
    category: 'beans',
    title: 'Cloud beans: what they are, earning and spending them',
    body: "<p>Cloud beans are the console's reward points. Finishing the satisfaction survey of a service project gives 1000 cloud beans.</p><p>Beans pay for some tool runs: a tool's page shows the price of a run, free tools say Free, and some tools do not accept beans. Cloud beans in the menu shows your balance and its history; the introduction explains the rules.</p>",
  },
  {
    category: 'beans',
    title: 'Packages and upgrading',
    body: '<p>Your package sets the level of service you have on the console. The Package page in the menu shows your current package and a table of the package levels, where you can choose to upgrade.</p>',
  },
];

export const SEED_HELP_PAGES: Record<Locale, SeedHelpPage[]> = { zh, en };
