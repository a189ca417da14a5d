	.text
	.globl x
	.set x, 5
	.comm cc, 8, 4
	y = 7
	.globl z
z = x + 1
	.long x
